import { Clock3, Inbox, ListChecks, Scale } from 'lucide-react';
import { Link } from 'react-router';
import type { MarkingQueue, QueueExam } from '../../contracts/marking-schemas';
import { buttonClass } from '../admin/ui/button-class';
import { Loaded } from '../admin/ui/Loaded';
import { PageFrame } from '../components/PageFrame';
import { formatCount } from '../format/count';
import { formatDateTime } from '../format/dates';
import { excerpt } from '../markdown/parse-markdown';
import { MarkingGate } from './MarkingGate';
import { useMarkingQueue } from './marking-api';
import { StartMarkingButton } from './StartMarkingButton';
import { waitedLong, waitingFor } from './waiting';

const TITLE = 'Marking';
const INTRO = 'Written answers waiting for you, oldest first. Scripts are marked blind: you see a script’s number, never the student’s name.';

export default function MarkingQueueScreen() {
  return <MarkingGate>{(me) => <Queue admin={me.role === 'admin'} />}</MarkingGate>;
}

function Queue({ admin }: { admin: boolean }) {
  const queue = useMarkingQueue(true);
  return (
    <PageFrame title={TITLE} intro={INTRO}>
      <Loaded query={queue} what="the marking queue">
        {(data) => (
          <>
            <Papers data={data} admin={admin} />
            <Summary exams={data.exams} />
            {data.exams.length === 0 ? (
              <div className="mt-8 rounded-3xl border border-dashed border-slate-300 bg-white p-10 text-center">
                <Inbox aria-hidden="true" className="mx-auto h-10 w-10 text-slate-400" />
                <p className="mt-3 text-lg font-bold text-ink">Nothing to mark</p>
                <p className="mx-auto mt-1 max-w-md text-slate-600">
                  {data.papers.length === 0
                    ? 'No papers are assigned to you yet. An admin assigns the papers you mark; their scripts appear here.'
                    : 'When a student hands in a tutor-marked exam of your papers, its script appears here.'}
                </p>
              </div>
            ) : (
              <ul aria-label="Exams with scripts" className="mt-8 grid grid-cols-1 gap-5">
                {data.exams.map((exam) => (
                  <ExamCard key={exam.examId} exam={exam} />
                ))}
              </ul>
            )}
          </>
        )}
      </Loaded>
    </PageFrame>
  );
}

function Papers({ data, admin }: { data: MarkingQueue; admin: boolean }) {
  if (admin) return <p className="text-sm text-slate-600">As an admin you mark and moderate the scripts of every paper.</p>;
  if (data.papers.length === 0) return null;
  return (
    <p className="text-sm text-slate-600">
      Your papers:{' '}
      {data.papers.map((p, i) => (
        <span key={p.id}>
          {i > 0 && ' · '}
          <span className="font-semibold text-ink">{p.name}</span>
          {p.lead && ' (lead tutor)'}
        </span>
      ))}
    </p>
  );
}

function Summary({ exams }: { exams: QueueExam[] }) {
  const awaiting = exams.reduce((sum, e) => sum + e.awaiting, 0);
  const drafts = exams.reduce((sum, e) => sum + e.drafts, 0);
  const oldest =
    exams
      .map((e) => e.oldestSubmittedAt)
      .filter((at): at is string => at !== null)
      .sort()[0] ?? null;
  const tiles = [
    { label: 'To mark', value: formatCount(awaiting), icon: ListChecks },
    { label: 'Drafts', value: formatCount(drafts), icon: Scale },
    { label: 'Oldest', value: oldest ? waitingFor(oldest).replace('waiting ', '') : '—', icon: Clock3, long: oldest !== null && waitedLong(oldest) },
  ];
  return (
    <dl className="mt-5 grid grid-cols-3 gap-2 sm:gap-4">
      {tiles.map(({ label, value, icon: Icon, long }) => (
        <div key={label} className={`rounded-2xl border bg-white p-3 shadow-sm sm:p-5 ${long ? 'border-amber-300' : 'border-slate-200'}`}>
          <dt className="flex items-center gap-1.5 text-xs font-semibold uppercase tracking-wider text-slate-500">
            <Icon aria-hidden="true" className="hidden h-4 w-4 sm:block" />
            {label}
          </dt>
          <dd className={`mt-1 text-xl font-extrabold tabular-nums sm:text-3xl ${long ? 'text-amber-800' : 'text-ink'}`}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function ExamCard({ exam }: { exam: QueueExam }) {
  const unreleased = exam.awaiting + exam.drafts;
  const scriptsPath = `/marking/exams/${exam.examId}`;
  const headingId = `exam-${exam.examId}`;
  const long = exam.oldestSubmittedAt !== null && waitedLong(exam.oldestSubmittedAt);
  return (
    <li className="min-w-0 rounded-3xl border border-slate-200 bg-white p-5 shadow-sm sm:p-7">
      <div className="flex flex-col gap-4 md:flex-row md:items-start md:justify-between">
        <div className="min-w-0">
          <p className="text-sm font-semibold text-brand-700">{exam.paper.name}</p>
          <h2 id={headingId} className="mt-0.5 break-words text-xl font-extrabold text-ink">
            <Link to={scriptsPath} className="hover:underline">
              {exam.title}
            </Link>
          </h2>
          <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700">
            <span>
              <strong className="tabular-nums text-ink">{formatCount(exam.awaiting)}</strong> to mark
            </span>
            <span aria-hidden="true">·</span>
            <span>
              <strong className="tabular-nums text-ink">{formatCount(exam.drafts)}</strong> {exam.drafts === 1 ? 'draft' : 'drafts'}
            </span>
            <span aria-hidden="true">·</span>
            <Link to={`${scriptsPath}?state=released`} className="underline-offset-2 hover:underline">
              <strong className="tabular-nums text-ink">{formatCount(exam.released)}</strong> released
            </Link>
          </p>
          {exam.oldestSubmittedAt && (
            <p className={`mt-2 inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold ${long ? 'bg-amber-100 text-amber-900' : 'bg-slate-100 text-slate-700'}`}>
              <Clock3 aria-hidden="true" className="h-3.5 w-3.5" />
              Oldest script{' '}
              <time dateTime={exam.oldestSubmittedAt} title={formatDateTime(exam.oldestSubmittedAt)}>
                {waitingFor(exam.oldestSubmittedAt)}
              </time>
            </p>
          )}
        </div>
        <div className="flex shrink-0 flex-wrap items-start gap-2">
          {unreleased > 0 && <StartMarkingButton examId={exam.examId} />}
          <Link to={scriptsPath} className={buttonClass('secondary')}>
            All scripts
          </Link>
          {exam.canModerate && exam.released > 0 && (
            <Link to={`${scriptsPath}?state=released`} className={buttonClass('secondary')}>
              Moderate
            </Link>
          )}
        </div>
      </div>
      {exam.questions.length > 0 && (
        <div className="mt-5 border-t border-slate-100 pt-4">
          <h3 className="text-sm font-bold text-ink">Waiting by question</h3>
          <ul className="mt-2 grid grid-cols-1 gap-1">
            {exam.questions.map((q) => (
              <li key={q.questionId}>
                <Link to={`${scriptsPath}?question=${q.questionId}`} className="flex min-h-10 items-center justify-between gap-3 rounded-xl px-3 py-2 text-sm hover:bg-brand-50">
                  <span className="min-w-0 truncate text-ink">{excerpt(q.stem, 120)}</span>
                  <span className="shrink-0 rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-bold tabular-nums text-brand-800">
                    {formatCount(q.answers)} {q.answers === 1 ? 'answer' : 'answers'}
                    <span className="sr-only"> to mark</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
    </li>
  );
}
