import type { LucideIcon } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button } from './Button';
import type { ButtonVariant } from './button-class';
import { ConfirmPanel } from './ConfirmPanel';

type Props = {
  label: string;
  icon?: LucideIcon;
  variant?: ButtonVariant;
  question: string;
  detail?: ReactNode;
  /** The answer's label; the button's own when not given. */
  confirmLabel?: ReactNode;
  danger?: boolean;
  /** Not available now (unsaved changes, another action of the item under way). */
  disabled?: boolean;
  /** Why it is unavailable, or what it does, on hover. */
  title?: string;
  /** The action; while its promise runs the question stays, its answer busy. */
  onConfirm: () => unknown;
};

/**
 * A button that asks once before it acts (publish, unpublish, delete,
 * restore): the question and its answer appear in its place, so keyboard
 * and screen reader users meet them where they are. When the question
 * closes (answered or cancelled) the focus comes back to the button, never
 * to the page.
 */
export function ConfirmAction({ label, icon, variant = 'secondary', question, detail, confirmLabel, danger = false, disabled = false, title, onConfirm }: Props) {
  const [asking, setAsking] = useState(false);
  const [running, setRunning] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const asked = useRef(false);

  useEffect(() => {
    if (asking || !asked.current) return;
    asked.current = false;
    trigger.current?.focus();
  }, [asking]);

  async function confirm() {
    setRunning(true);
    try {
      await onConfirm();
    } finally {
      setRunning(false);
      setAsking(false);
    }
  }

  if (asking) {
    return <ConfirmPanel question={question} detail={detail} confirmLabel={confirmLabel ?? label} danger={danger} busy={running} onConfirm={() => void confirm()} onCancel={() => setAsking(false)} />;
  }
  return (
    <Button
      ref={trigger}
      variant={variant}
      icon={icon}
      disabled={disabled}
      title={title}
      onClick={() => {
        asked.current = true;
        setAsking(true);
      }}
    >
      {label}
    </Button>
  );
}
