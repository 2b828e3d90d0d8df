import { Dices, X } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import type { ScriptLine, ScriptState } from '../../contracts/marking-schemas';
import { ApiError } from '../api/client';
import { Badge, type BadgeTone } from '../admin/ui/Badge';
import { Button } from '../admin/ui/Button';
import { DataTable, type Column } from '../admin/ui/DataTable';
import { EmptyState } from '../admin/ui/EmptyState';
import { Loaded } from '../admin/ui/Loaded';
import { StatusTabs } from '../admin/ui/StatusTabs';
import { PageFrame } from '../components/PageFrame';
import { formatCount } from '../format/count';
import { formatDateTime, formatRelative } from '../format/dates';
import { formatMarks } from '../exams/ResultScore';
import { excerpt } from '../markdown/parse-markdown';
import { MarkingGate } from './MarkingGate';
import { useMarkingQueue, useScripts } from './marking-api';
import { StartMarkingButton } from './StartMarkingButton';

type Tab = 'unreleased' | 'released' | 'all';
const TABS: { value: Tab; label: string }[] = [
  { value: 'unreleased', label: 'To mark' },
  { value: 'released', label: 'Released' },
  { value: 'all', label: 'All' },
];
/** How many released scripts a moderator samples at a time. */
const SAMPLE_SIZE = 10;
/** The server lists at most this many scripts at once, oldest first. */
const LIST_MAX = 500;

const STATE_BADGE: Record<ScriptState, { tone: BadgeTone; label: string }> = {
  awaiting: { tone: 'amber', label: 'To mark' },
  draft: { tone: 'violet', label: 'Draft' },
  released: { tone: 'green', label: 'Released' },
};

const crumbs = [{ label: 'Marking', to: '/marking' }];

export default function ExamScriptsScreen() {
  return <MarkingGate>{() => <Scripts />}</MarkingGate>;
}

const positiveNumber = (text: string | null | undefined) => (text && /^\d{1,10}$/.test(text) && Number(text) > 0 ? Number(text) : null);

function Scripts() {
  const params = useParams();
  const examId = positiveNumber(params.examId);
  const [search, setSearch] = useSearchParams();
  const tab: Tab = (TABS.find((t) => t.value === search.get('state'))?.value ?? 'unreleased') as Tab;
  const question = positiveNumber(search.get('question')) ?? undefined;
  const sampled = tab === 'released' && search.get('sample') !== null;
  // Each "Draw another sample" asks the server for a new random one.
  const [draw, setDraw] = useState(0);
  const list = useScripts(examId, { state: tab, question, sample: sampled ? SAMPLE_SIZE : undefined, draw: sampled ? draw : 0 });
  const queue = useMarkingQueue(examId !== null);

  function update(changes: Record<string, string | null>) {
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true },
    );
  }

  const missing = examId === null || (list.error instanceof ApiError && list.error.status === 404);
  if (missing) {
    return (
      <PageFrame title="Exam not found" crumbs={crumbs}>
        <p role="alert" className="text-slate-700">
          No tutor-marked exam of your papers has this address.{' '}
          <Link to="/marking" className="font-semibold text-brand-700 underline">
            Back to the marking queue
          </Link>
          .
        </p>
      </PageFrame>
    );
  }

  const exam = list.data?.exam;
  const queued = queue.data?.exams.find((e) => e.examId === examId);
  // The queue lists only exams with scripts: once it has loaded, an exam missing from it has none.
  const count = (n: (e: NonNullable<typeof queued>) => number) => (queue.data ? (queued ? n(queued) : 0) : null);
  const counts: Record<Tab, number | null> = {
    unreleased: count((e) => e.awaiting + e.drafts),
    released: count((e) => e.released),
    all: count((e) => e.awaiting + e.drafts + e.released),
  };
  const questionStem = question !== undefined ? queued?.questions.find((q) => q.questionId === question)?.stem : undefined;

  return (
    <PageFrame
      title={exam?.title ?? 'Scripts'}
      metaTitle={exam ? `Scripts: ${exam.title}` : 'Scripts'}
      intro={exam ? `${exam.paper} · scripts by number, oldest first` : undefined}
      reserveIntro
      crumbs={crumbs}
    >
      <div className="flex flex-col gap-4 lg:flex-row lg:items-center lg:justify-between">
        <StatusTabs
          label="Scripts"
          value={tab}
          tabs={TABS.map((t) => ({ ...t, count: counts[t.value] }))}
          attention="unreleased"
          onChange={(value) => update({ state: value === 'unreleased' ? null : value, sample: null })}
        />
        {examId !== null && tab === 'unreleased' && (counts.unreleased ?? 1) > 0 && <StartMarkingButton examId={examId} question={question} />}
      </div>

      {question !== undefined && (
        <div className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-2 rounded-2xl border border-brand-200 bg-brand-50 px-4 py-3 text-sm text-brand-900">
          <p className="min-w-0 break-words">
            Only scripts answering <strong className="font-semibold">{questionStem ? `“${excerpt(questionStem, 90)}”` : `question ${question}`}</strong>
          </p>
          <Button size="sm" icon={X} onClick={() => update({ question: null })}>
            Show every script
          </Button>
        </div>
      )}

      {exam?.canModerate && tab === 'released' && (
        <div className="mt-4 rounded-2xl border border-slate-200 bg-white p-4 text-sm shadow-sm sm:flex sm:items-center sm:justify-between sm:gap-4">
          <p className="text-slate-700">
            {sampled
              ? `A random sample of up to ${SAMPLE_SIZE} released scripts. Open each to check its marks; a changed mark needs a reason and joins its history.`
              : 'Moderate by sampling: check a random handful of released scripts rather than reading them all.'}
          </p>
          <div className="mt-3 flex shrink-0 flex-wrap gap-2 sm:mt-0">
            {sampled ? (
              <>
                <Button size="sm" icon={Dices} onClick={() => setDraw((d) => d + 1)}>
                  Draw another sample
                </Button>
                <Button size="sm" onClick={() => update({ sample: null })}>
                  Show every released script
                </Button>
              </>
            ) : (
              <Button size="sm" variant="primary" icon={Dices} onClick={() => update({ sample: String(SAMPLE_SIZE) })}>
                Sample {SAMPLE_SIZE} for moderation
              </Button>
            )}
          </div>
        </div>
      )}

      <Loaded query={list} what="the scripts">
        {(data) =>
          data.scripts.length === 0 ? (
            <EmptyState>
              {question !== undefined
                ? 'No script here answers this question.'
                : tab === 'unreleased'
                  ? 'Every script of this exam is released. Nothing waits to be marked.'
                  : tab === 'released'
                    ? 'No script of this exam has been released yet.'
                    : 'No script of this exam has been handed in yet.'}
            </EmptyState>
          ) : (
            <>
              <p className="mt-6 text-sm text-slate-600" aria-live="polite">
                {sampled ? `${formatCount(data.scripts.length)} sampled` : `${formatCount(data.scripts.length)} ${data.scripts.length === 1 ? 'script' : 'scripts'}, oldest first`}
                {data.scripts.length >= LIST_MAX && ` (the oldest ${LIST_MAX} are listed)`}
              </p>
              <DataTable caption={`Scripts of ${data.exam.title}`} columns={COLUMNS} rows={data.scripts} rowKey={(s) => s.number} busy={list.isFetching} />
            </>
          )
        }
      </Loaded>
    </PageFrame>
  );
}

const COLUMNS: Column<ScriptLine>[] = [
  {
    header: 'Script',
    cell: (s) => (
      <Link to={`/marking/scripts/${s.number}`} className="inline-flex min-h-6 items-center font-bold text-brand-700 hover:underline">
        Script {s.number}
      </Link>
    ),
  },
  {
    header: 'State',
    cell: (s) => (
      <span className="inline-flex flex-wrap gap-1.5">
        <Badge tone={STATE_BADGE[s.state].tone}>{STATE_BADGE[s.state].label}</Badge>
        {s.moderated && <Badge tone="slate">Moderated</Badge>}
      </span>
    ),
  },
  {
    header: 'Handed in',
    phoneLabel: 'Handed in',
    cell: (s) => (
      <time dateTime={s.submittedAt} title={formatDateTime(s.submittedAt)} className="text-slate-700">
        {s.state === 'released' ? formatDateTime(s.submittedAt) : formatRelative(s.submittedAt)}
      </time>
    ),
  },
  {
    header: 'Written marks',
    phoneLabel: 'Written marks',
    cell: (s) => (
      <span className="tabular-nums text-ink">
        {s.marks === null ? <span className="text-slate-500">Not marked</span> : `${formatMarks(s.marks)} of ${formatMarks(s.max)}`}
        <span className="text-slate-500">
          {' '}
          · {s.answers} written {s.answers === 1 ? 'answer' : 'answers'}
        </span>
      </span>
    ),
  },
  {
    header: 'Open by',
    phoneLabel: 'Open by',
    phoneHidden: (s) => s.openedBy === null,
    // Only an unreleased script can be open for marking; a released one has nobody to warn about.
    cell: (s) => (s.openedBy ? <span className="font-semibold text-amber-800">{s.openedBy}</span> : <span className="text-slate-500">{s.state === 'released' ? '—' : 'Nobody'}</span>),
  },
];
