/** A person's initials in a round badge, where the admin area would show a picture (there is none). */
export function UserInitials({ name, large = false }: { name: string; large?: boolean }) {
  const letters = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');
  return (
    <span aria-hidden="true" className={`inline-flex shrink-0 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-800 ${large ? 'h-14 w-14 text-lg' : 'h-9 w-9 text-xs'}`}>
      {letters}
    </span>
  );
}
