import type { ReactNode } from 'react';

/** The centred card that holds the sign-in, sign-up and password forms. */
export function AuthCard({ children, aside }: { children: ReactNode; aside?: ReactNode }) {
  return (
    <div className="mx-auto grid max-w-5xl gap-8 lg:grid-cols-[1fr_22rem]">
      <div className="rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10">{children}</div>
      {aside && <aside className="rounded-3xl bg-brand-50 p-6 text-sm leading-6 text-brand-900 sm:p-8">{aside}</aside>}
    </div>
  );
}

export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <button
      type="submit"
      disabled={busy}
      aria-busy={busy}
      className="inline-flex h-12 w-full items-center justify-center rounded-full bg-brand-700 px-6 font-bold text-white shadow-sm transition hover:bg-brand-800 disabled:cursor-wait disabled:opacity-70"
    >
      {busy ? 'Please wait…' : children}
    </button>
  );
}
