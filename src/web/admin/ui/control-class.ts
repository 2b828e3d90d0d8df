/**
 * The look of a text box, a drop-down or a text area: the border turns red
 * when the control is marked aria-invalid. `width` replaces the full width
 * (a number of days inside a sentence), since two width classes on one
 * element would fight.
 */
export function controlClass({ width = 'w-full', multiline = false }: { width?: string; multiline?: boolean } = {}): string {
  return `${width} ${multiline ? 'py-2' : 'h-10'} rounded-xl border border-slate-300 bg-white px-3 text-sm text-ink outline-none focus:border-brand-500 focus:ring-4 focus:ring-brand-100 aria-invalid:border-red-600 aria-invalid:focus:ring-red-100 disabled:bg-slate-50 disabled:text-slate-500`;
}
