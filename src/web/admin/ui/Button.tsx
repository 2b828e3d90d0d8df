import { Loader2, type LucideIcon } from 'lucide-react';
import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { buttonClass, type ButtonSize, type ButtonVariant } from './button-class';

type Props = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'disabled' | 'children'> & {
  type?: 'button' | 'submit';
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Drawn before the label; the spinner takes its place while busy. */
  icon?: LucideIcon;
  /** Its work is under way (a save, an approval): presses are ignored until it ends. */
  busy?: boolean;
  /** The label while busy ("Saving…"); without it the label stays as it is, beside the spinner. */
  busyLabel?: ReactNode;
  /** Not available now (nothing to save, the last page): presses are ignored. */
  disabled?: boolean;
  children?: ReactNode;
  ref?: Ref<HTMLButtonElement>;
};

/**
 * The admin area's button. Busy or unavailable, it says so with
 * aria-disabled and ignores presses, but never takes the `disabled`
 * attribute: a disabled button loses the keyboard focus to the page, so
 * pressing Enter on "Save" would leave the person nowhere (the focus rule in
 * docs/ARCHITECTURE.md). A submit button that ignores a press also stops the
 * form's submission, the Enter key's in a text field included.
 */
export function Button({ type = 'button', variant = 'secondary', size = 'md', icon: Icon, busy = false, busyLabel, disabled = false, className = '', onClick, children, ref, ...rest }: Props) {
  const inert = busy || disabled;
  return (
    <button
      {...rest}
      ref={ref}
      type={type}
      aria-disabled={inert || undefined}
      className={`${buttonClass(variant, size)} ${inert ? (busy ? 'cursor-wait opacity-70' : 'cursor-not-allowed opacity-50') : ''} ${className}`}
      onClick={(event) => {
        if (inert) return event.preventDefault();
        onClick?.(event);
      }}
    >
      {busy ? <Loader2 aria-hidden="true" className="h-4 w-4 shrink-0 animate-spin" /> : Icon && <Icon aria-hidden="true" className="h-4 w-4 shrink-0" />}
      {busy && busyLabel !== undefined ? busyLabel : children}
    </button>
  );
}
