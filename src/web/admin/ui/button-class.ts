/** How a button (or a link that acts as one) looks in the admin area and the studio. */
export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'secondary-danger' | 'accent' | 'link';
export type ButtonSize = 'md' | 'sm' | 'icon';

const SHAPE = 'inline-flex items-center justify-center gap-1.5 rounded-full text-center font-semibold transition';

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800',
  secondary: 'border border-slate-300 bg-white text-ink hover:bg-slate-50',
  danger: 'bg-red-700 text-white hover:bg-red-800',
  // Withdrawing something (revoke, delete) where a red block would shout: the quiet look in red.
  'secondary-danger': 'border border-slate-300 bg-white text-red-700 hover:bg-red-50',
  accent: 'bg-accent-500 text-ink hover:bg-accent-400',
  link: 'text-brand-700 underline-offset-2 hover:underline',
};

const SIZES: Record<ButtonSize, string> = {
  md: 'min-h-10 px-4 py-2 text-sm',
  sm: 'min-h-9 px-3 py-1.5 text-sm',
  icon: 'h-9 w-9 shrink-0',
};

/** The classes of a button of this variant and size; a link-like button has no box, so no size. */
export function buttonClass(variant: ButtonVariant = 'secondary', size: ButtonSize = 'md'): string {
  if (variant === 'link') return `inline-flex min-h-6 items-center gap-1 text-sm font-semibold ${VARIANTS.link}`;
  return `${SHAPE} ${VARIANTS[variant]} ${SIZES[size]}`;
}
