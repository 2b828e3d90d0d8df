import { Link } from 'react-router';
import { excerpt } from '../../../markdown/parse-markdown';
import { useAdmin } from '../../admin-context';
import { Button } from '../../ui/Button';
import type { Outcome } from './BankActionBar';

/**
 * The questions the last bulk action left as they were, each with why
 * (a published exam it would leave short, another paper, too many tags),
 * kept on the screen until dismissed: a toast would be gone before the
 * list could be read.
 */
export function BulkRefusals({ outcome, onDismiss }: { outcome: Outcome; onDismiss: () => void }) {
  const { basePath } = useAdmin();
  const { refused } = outcome.result;
  if (refused.length === 0) return null;
  return (
    <section aria-labelledby="bulk-refused" className="mt-6 rounded-2xl border border-amber-200 bg-amber-50 p-4 text-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 id="bulk-refused" tabIndex={-1} className="font-bold text-amber-950 outline-none">
          {refused.length === 1 ? '1 question was' : `${refused.length} questions were`} not {outcome.verb}
        </h2>
        <Button size="sm" onClick={onDismiss}>
          Dismiss
        </Button>
      </div>
      <p className="mt-1 text-amber-950">{outcome.message}</p>
      <ul className="mt-3 grid gap-2">
        {refused.map((r) => (
          <li key={r.id} className="rounded-xl bg-white p-3 ring-1 ring-amber-200">
            <Link to={`${basePath}/studio/questions/${r.id}`} className="font-semibold break-words text-ink hover:text-brand-700 hover:underline">
              {r.ref}: {excerpt(r.stem, 120)}
            </Link>
            <p className="mt-1 text-slate-700">{r.message}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
