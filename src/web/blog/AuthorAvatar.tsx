/** Initials in a circle: the author's mark on cards and bylines, drawn without loading an image. */
export function initialsOf(name: string): string {
  const parts = name
    .replace(/^(Dr|Mr|Ms|Mrs)\.?\s+/i, '')
    .split(/\s+/)
    .filter(Boolean);
  return ((parts[0]?.[0] ?? '') + (parts.length > 1 ? (parts.at(-1)?.[0] ?? '') : '')).toUpperCase();
}

const SIZES = { sm: 'h-8 w-8 text-xs', md: 'h-11 w-11 text-sm', lg: 'h-16 w-16 text-lg' } as const;

export function AuthorAvatar({ name, size = 'sm' }: { name: string; size?: keyof typeof SIZES }) {
  return (
    <span aria-hidden="true" className={`inline-flex shrink-0 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-800 ring-2 ring-white ${SIZES[size]}`}>
      {initialsOf(name)}
    </span>
  );
}
