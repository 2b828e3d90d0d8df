import type { LessonHistoryEntry } from '../../../../contracts/studio-curriculum-schemas';
import { Button } from '../../ui/Button';

/** Every published version, newest first; restoring one makes it the draft, to publish when ready. */
export function LessonHistory({ history, busy, onRestore }: { history: LessonHistoryEntry[]; busy: boolean; onRestore: (version: number) => void }) {
  return (
    <section aria-labelledby="lesson-history" className="border-t border-slate-100 pt-4">
      <h3 id="lesson-history" className="text-sm font-bold text-ink">
        Published versions
      </h3>
      {history.length === 0 ? (
        <p className="mt-1 text-sm text-slate-600">None yet. Each time you publish, the version is kept here and can be restored.</p>
      ) : (
        <ol className="mt-2 divide-y divide-slate-100">
          {history.map((entry, i) => (
            <li key={entry.version} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
              <span>
                <span className="font-semibold text-ink">Version {entry.version}</span>
                {i === 0 && <span className="text-brand-800"> (what students see)</span>}
                <span className="block text-slate-600">
                  {entry.title} · {new Date(entry.publishedAt).toLocaleString()}
                  {entry.publishedBy ? ` · ${entry.publishedBy}` : ''}
                  {entry.fileName ? ` · ${entry.fileName}` : ''}
                  {entry.videoAssetId !== null ? ' · uploaded video' : ''}
                </span>
              </span>
              <Button size="sm" disabled={busy} onClick={() => onRestore(entry.version)} aria-label={`Restore version ${entry.version} as the draft`}>
                Restore
              </Button>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
