/** What a save refused with edit_conflict says: the admin's text stays in the form. */
export function ConflictNotice({ what, onReload }: { what: string; onReload: () => void }) {
  return (
    <div role="alert" className="rounded-2xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900">
      <p className="font-semibold">Another admin saved this {what} after you opened it.</p>
      <p className="mt-1">Reload to see their version; your changes are kept in the form until you do, so you can copy them first.</p>
      <button type="button" onClick={onReload} className="mt-3 inline-flex min-h-10 items-center rounded-full border border-amber-400 bg-white px-4 py-1.5 font-semibold text-amber-900 hover:bg-amber-100">
        Reload their version
      </button>
    </div>
  );
}
