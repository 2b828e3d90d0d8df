/**
 * One figure, or an en dash when the server could not compute it. The dash
 * is hidden from screen readers and said in words instead, since "–" is
 * read as nothing or as "dash".
 */
export function Figure({ value, format }: { value: number | null; format: (value: number) => string }) {
  if (value === null)
    return (
      <>
        <span aria-hidden="true" className="text-slate-400">
          –
        </span>
        <span className="sr-only">not computed</span>
      </>
    );
  return <span className="tabular-nums">{format(value)}</span>;
}
