/** The outcome of the last save or action, announced politely. */
export function EditorStatus({ message, dirty }: { message: { tone: 'ok' | 'error'; text: string } | null; dirty: boolean }) {
  return (
    <p aria-live="polite" className={`text-sm ${message?.tone === 'error' ? 'font-semibold text-red-700' : 'text-slate-600'}`}>
      {message && (message.tone === 'error' || !dirty) ? message.text : dirty ? 'Unsaved changes (kept in this browser).' : 'All changes saved.'}
    </p>
  );
}
