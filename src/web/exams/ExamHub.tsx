import { useSearchParams } from 'react-router';
import type { ExamSummary } from '../../contracts/exam-schemas';
import { SUBJECT_NAMES } from '../../contracts/subjects';
import { useExams, useMyExams } from './exam-api';
import { useViewer } from '../learning/learning-api';
import { LoadError } from '../components/LoadError';
import { PageLoading } from '../components/PageLoading';
import { AttemptList } from './AttemptList';
import { ExamCard } from './ExamCard';
import { KIND_LABEL } from './exam-facts';

const KINDS = Object.keys(KIND_LABEL) as ExamSummary['kind'][];

/** Every exam by paper, filtered by paper and kind in the address (so a filtered list can be shared), with the student's attempts first. */
export function ExamHub() {
  const [params, setParams] = useSearchParams();
  const paper = params.get('paper') ?? '';
  const kind = params.get('kind') ?? '';
  const exams = useExams();
  const viewer = useViewer();
  const mine = useMyExams(viewer.key);
  const set = (name: string, value: string) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );

  if (exams.isPending) return <PageLoading />;
  if (exams.isError) return <LoadError what="the mock exams" onRetry={() => void exams.refetch()} />;
  const shown = exams.data.filter((e) => (!paper || e.paper.name === paper) && (!kind || e.kind === kind));
  const papers = SUBJECT_NAMES.filter((name) => shown.some((e) => e.paper.name === name));
  const first = mine.data?.pages[0];
  const open = first?.open ?? [];
  const recent = first?.attempts.filter((a) => a.status === 'submitted').slice(0, 3) ?? [];
  // Only exams that limit attempts are counted: the card shows attempts left for those alone.
  const used = new Map(first?.attemptsUsed.map((u) => [u.exam, u.count]));

  return (
    <div className="grid gap-10">
      {(open.length > 0 || recent.length > 0) && (
        <section aria-labelledby="my-attempts">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="my-attempts" className="text-2xl font-extrabold text-ink">
              Your attempts
            </h2>
            <a
              href="/exam?view=mine"
              className="text-sm font-semibold text-brand-700 hover:underline"
              onClick={(e) => {
                e.preventDefault();
                setParams({ view: 'mine' });
              }}
            >
              All your results and weak areas
            </a>
          </div>
          <div className="mt-4">
            <AttemptList attempts={[...open, ...recent]} />
          </div>
        </section>
      )}
      <section aria-labelledby="all-exams">
        <h2 id="all-exams" className="sr-only">
          All exams
        </h2>
        <form className="flex flex-wrap gap-4 rounded-3xl bg-slate-50 p-4" onSubmit={(e) => e.preventDefault()}>
          {/* A drop-down is as wide as its longest choice ("Business Planning Taxation & Compliance") unless held to the form's width. */}
          <label className="grid min-w-0 max-w-full gap-1 text-sm font-semibold text-ink">
            Paper
            <select value={paper} onChange={(e) => set('paper', e.target.value)} className="min-h-11 w-full min-w-0 rounded-lg border border-slate-300 bg-white px-3">
              <option value="">All papers</option>
              {SUBJECT_NAMES.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          </label>
          <label className="grid gap-1 text-sm font-semibold text-ink">
            Kind
            <select value={kind} onChange={(e) => set('kind', e.target.value)} className="min-h-11 rounded-lg border border-slate-300 bg-white px-3">
              <option value="">All kinds</option>
              {KINDS.map((k) => (
                <option key={k} value={k}>
                  {KIND_LABEL[k]}
                </option>
              ))}
            </select>
          </label>
          <p className="self-end pb-2 text-sm text-slate-600" role="status">
            {shown.length} {shown.length === 1 ? 'exam' : 'exams'}
          </p>
        </form>
        {papers.length === 0 && <p className="mt-8 text-slate-700">No exam matches these filters.</p>}
        {papers.map((name) => (
          <section key={name} aria-labelledby={`paper-${name}`} className="mt-10">
            <h3 id={`paper-${name}`} className="text-xl font-extrabold text-ink">
              {name}
            </h3>
            <ul className="mt-4 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
              {shown
                .filter((e) => e.paper.name === name)
                .map((e) => (
                  <ExamCard key={e.slug} exam={e} used={first ? (used.get(e.slug) ?? 0) : undefined} />
                ))}
            </ul>
          </section>
        ))}
      </section>
    </div>
  );
}
