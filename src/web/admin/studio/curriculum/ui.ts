export const inputClass = 'w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-ink shadow-sm focus:border-brand-600';
export const smallButton =
  'inline-flex min-h-9 items-center gap-1.5 rounded-full border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold text-slate-700 hover:bg-slate-50 disabled:opacity-40';
export const iconButton = 'inline-flex h-9 w-9 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-700 hover:bg-slate-50 disabled:opacity-30';
export const primaryButton = 'inline-flex min-h-11 items-center gap-2 rounded-full bg-brand-700 px-5 py-2 font-bold text-white hover:bg-brand-800 disabled:opacity-50';
