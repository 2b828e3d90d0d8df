import { useQueryClient } from '@tanstack/react-query';
import { CircleAlert, CircleCheck, Info } from 'lucide-react';
import { useEffect, useEffectEvent, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import type { MarkingScript, ScriptState } from '../../contracts/marking-schemas';
import { ApiError } from '../api/client';
import { Badge, type BadgeTone } from '../admin/ui/Badge';
import { Button } from '../admin/ui/Button';
import { Field } from '../admin/ui/Field';
import { TextArea } from '../admin/ui/TextArea';
import { FormAlert } from '../components/FormAlert';
import { LoadError } from '../components/LoadError';
import { PageFrame } from '../components/PageFrame';
import { PageLoading } from '../components/PageLoading';
import { formatMarks } from '../exams/ResultScore';
import { formatDateTime, formatRelative } from '../format/dates';
import { showSuccessToast } from '../toast/toaster-ready';
import { MarkingBar } from './MarkingBar';
import { MarkingGate } from './MarkingGate';
import { MARKING_KEY, saveScript, useOpenScript } from './marking-api';
import { answerMarks, entryAt, saveBody, scriptEntryOf, scriptTotals, undecidedPositions, withAnswerComment, withPointMark, type ScriptEntry } from './marks';
import { answerHeadingId, MarkingAnswerCard, ReleasedAnswerCard } from './ScriptAnswerCard';
import { createScriptSaver, type SaverStatus } from './script-saver';
import { compareWithTheirs } from './stale-save';
import { StaleSavePanel } from './StaleSavePanel';

const STATE_BADGE: Record<ScriptState, { tone: BadgeTone; label: string }> = {
  awaiting: { tone: 'amber', label: 'To mark' },
  draft: { tone: 'violet', label: 'Draft' },
  released: { tone: 'green', label: 'Released' },
};

/** Arriving from "Release and mark next": the first answer's heading takes the focus, so marking goes on by keyboard. */
type ArrivalState = { markNext?: boolean } | null;

const positiveNumber = (text: string | undefined) => (text && /^\d{1,10}$/.test(text) && Number(text) > 0 ? Number(text) : null);

const focusAnswer = (position: number) => {
  const heading = document.getElementById(answerHeadingId(position));
  heading?.scrollIntoView({ block: 'start' });
  heading?.focus({ preventScroll: true });
};

export default function MarkScriptScreen() {
  return <MarkingGate>{() => <ScriptLoader />}</MarkingGate>;
}

function ScriptLoader() {
  const params = useParams();
  const number = positiveNumber(params.number);
  const query = useOpenScript(number);
  const queryClient = useQueryClient();
  const location = useLocation();
  // A new copy of the script (the newest marks, loaded on purpose) starts the screen afresh from it.
  const [copy, setCopy] = useState(0);
  const crumbs = [{ label: 'Marking', to: '/marking' }];

  if (number === null || (query.error instanceof ApiError && query.error.status === 404)) {
    return (
      <PageFrame title="Script not found" crumbs={crumbs}>
        <p role="alert" className="text-slate-700">
          {number === null ? 'A script’s address ends in its number.' : `No script you may mark has the number ${number}.`}{' '}
          <Link to="/marking" className="font-semibold text-brand-700 underline">
            Back to the marking queue
          </Link>
          .
        </p>
      </PageFrame>
    );
  }
  if (query.isError)
    return (
      <PageFrame title={`Script ${number}`} crumbs={crumbs}>
        <LoadError what="the script" error={query.error} onRetry={() => void query.refetch()} />
      </PageFrame>
    );
  if (query.isPending) return <PageLoading />;

  const replace = (script: MarkingScript, { fresh }: { fresh: boolean }) => {
    queryClient.setQueryData([...MARKING_KEY, 'script', number], script);
    if (fresh) setCopy((c) => c + 1);
  };
  // Arriving from the last script, or with the newest copy in place of the screen's: the first answer takes the focus.
  const arrived = copy > 0 || Boolean((location.state as ArrivalState)?.markNext);
  return <ScriptScreen key={`${number}-${copy}`} script={query.data} replace={replace} arrived={arrived} />;
}

type ScreenProps = { script: MarkingScript; replace: (script: MarkingScript, options: { fresh: boolean }) => void; arrived: boolean };

/** Focuses the script's first answer once, when the screen arrives in place of another. */
function useFocusOnArrival(script: MarkingScript, arrived: boolean) {
  const first = script.answers[0]?.position;
  const focusFirst = useEffectEvent(() => {
    if (arrived && first !== undefined) focusAnswer(first);
  });
  useEffect(() => focusFirst(), []);
}

function ScriptScreen({ script, replace, arrived }: ScreenProps) {
  const badge = STATE_BADGE[script.state];
  return (
    <PageFrame
      title={`Script ${script.number}`}
      intro={`${script.exam.title} · ${script.exam.paper} · handed in ${formatDateTime(script.submittedAt)}`}
      crumbs={[
        { label: 'Marking', to: '/marking' },
        { label: script.exam.title, to: `/marking/exams/${script.exam.id}` },
      ]}
      eyebrow={<Badge tone={badge.tone}>{badge.label}</Badge>}
    >
      {script.state === 'released' ? <ReleasedScript script={script} replace={replace} arrived={arrived} /> : <ScriptMarker script={script} replace={replace} arrived={arrived} />}
    </PageFrame>
  );
}

/** What is on the script besides the written answers: said once, above them. */
function ScriptFacts({ script, entry }: { script: MarkingScript; entry: ScriptEntry | null }) {
  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_auto] lg:items-start">
      <nav aria-label="Answers on this script" className="min-w-0">
        <h2 className="text-sm font-bold uppercase tracking-wider text-slate-500">
          {script.answers.length} written {script.answers.length === 1 ? 'answer' : 'answers'} to mark
        </h2>
        <ul className="mt-2 flex flex-wrap gap-2">
          {script.answers.map((answer) => {
            const e = entry ? entryAt(entry, answer.position) : null;
            const marked = e ? e.decided : answer.marks !== null;
            const read = e ? answerMarks(answer, e) : null;
            const marks = read ? read.marks : (answer.marks ?? 0);
            const broken = read !== null && (read.overMax || Object.keys(read.problems).length > 0);
            const tone = broken ? 'border-red-300 bg-red-50 text-red-900' : marked ? 'border-brand-200 bg-brand-50 text-brand-900' : 'border-amber-300 bg-amber-50 text-amber-900';
            return (
              <li key={answer.position}>
                <a
                  href={`#${answerHeadingId(answer.position)}`}
                  onClick={(event) => {
                    event.preventDefault();
                    focusAnswer(answer.position);
                  }}
                  className={`inline-flex min-h-10 items-center gap-2 rounded-full border px-3 py-1.5 text-sm font-semibold ${tone}`}
                >
                  {marked && !broken ? <CircleCheck aria-hidden="true" className="h-4 w-4" /> : <CircleAlert aria-hidden="true" className="h-4 w-4" />}
                  Question {answer.position}
                  <span className="tabular-nums font-bold">{broken ? 'a mark to fix' : marked ? `${formatMarks(marks)}/${formatMarks(answer.max)}` : 'not marked'}</span>
                </a>
              </li>
            );
          })}
        </ul>
      </nav>
      <p className="rounded-2xl border border-slate-200 bg-white px-4 py-3 text-sm text-slate-700 shadow-sm">
        {script.autoMarked.questions > 0 ? (
          <>
            {script.autoMarked.questions} {script.autoMarked.questions === 1 ? 'question' : 'questions'} marked automatically:{' '}
            <strong className="tabular-nums text-ink">
              {formatMarks(script.autoMarked.marks)} of {formatMarks(script.autoMarked.max)}
            </strong>
          </>
        ) : (
          'No question of this script is marked automatically.'
        )}
      </p>
    </div>
  );
}

type ReleaseCheck = { thenNext: boolean; positions: number[] };

/** An unreleased script being marked: the answers, the overall comment, and the bar that saves and releases. */
function ScriptMarker({ script, replace, arrived }: ScreenProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [entry, setEntryState] = useState<ScriptEntry>(() => scriptEntryOf(script));
  const [status, setStatus] = useState<SaverStatus>({ kind: 'clean' });
  const [check, setCheck] = useState<ReleaseCheck | null>(null);
  // The saver keeps the latest entry too: a save sends what is on the screen when it goes.
  const [saver] = useState(() =>
    createScriptSaver({
      revision: script.revision,
      entry,
      body: (current, options) => saveBody(script, current, options),
      send: (body, { keepalive }) => saveScript(script.number, body, { keepalive }),
      onStatus: setStatus,
    }),
  );
  const totals = scriptTotals(script, entry);
  const blocked = saver.stopped === 'stale' || saver.stopped === 'released-elsewhere';

  const setEntry = (next: ScriptEntry) => {
    setEntryState(next);
    saver.edited(next);
  };

  /** The lists and the queue show what was saved once the marker goes back to them; this script's own copy is the screen's. */
  const refreshLists = () => queryClient.invalidateQueries({ queryKey: MARKING_KEY, predicate: (q) => q.queryKey[1] !== 'script' });

  async function saveDraft() {
    const outcome = await saver.saveDraft();
    if (outcome.kind === 'saved') void refreshLists();
    if (outcome.kind === 'problem') focusProblem(outcome.problem.position, outcome.problem.pointId);
  }

  async function release(thenNext: boolean, confirmed = false) {
    const undecided = undecidedPositions(script, saver.entry);
    if (!confirmed && undecided.length > 0) {
      setCheck({ thenNext, positions: undecided });
      return;
    }
    setCheck(null);
    const outcome = await saver.release();
    if (outcome.kind === 'problem') return focusProblem(outcome.problem.position, outcome.problem.pointId);
    if (outcome.kind !== 'released') return;
    void refreshLists();
    const marks = formatMarks(scriptTotals(script, saver.entry).total.marks);
    if (thenNext && script.next !== null) {
      void showSuccessToast(`Script ${script.number} released with ${marks} of ${formatMarks(script.totalMarks)} marks. Now script ${script.next}.`);
      navigate(`/marking/scripts/${script.next}`, { state: { markNext: true } satisfies ArrivalState });
    } else {
      void showSuccessToast(`Script ${script.number} released with ${marks} of ${formatMarks(script.totalMarks)} marks.`);
      navigate(`/marking/exams/${script.exam.id}`);
    }
  }

  const focusProblem = (position: number, pointId: string | null) => {
    const box = pointId ? document.getElementById(`point-${position}-${pointId}`) : null;
    if (box) box.focus();
    else focusAnswer(position);
  };

  const onShortcut = useEffectEvent((event: KeyboardEvent) => {
    if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
    if (event.key === 's' || event.key === 'S') {
      event.preventDefault();
      void saveDraft();
    } else if (event.key === 'Enter') {
      event.preventDefault();
      void release(script.next !== null);
    }
  });

  useEffect(() => {
    // Closing the tab or reloading with unsaved marks asks first; moving on in the app sends them on the way out.
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (saver.dirty && saver.stopped === null) event.preventDefault();
    };
    const onKey = (event: KeyboardEvent) => onShortcut(event);
    window.addEventListener('keydown', onKey);
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('beforeunload', onBeforeUnload);
      saver.leave();
    };
  }, [saver]);

  useFocusOnArrival(script, arrived);

  function resolve(theirs: MarkingScript, merged: ScriptEntry | null) {
    if (merged === null || theirs.state === 'released') {
      replace(theirs, { fresh: true });
      return;
    }
    // Theirs is now the copy this screen works on; the marker's choices go on top of it, from its revision.
    replace(theirs, { fresh: false });
    setEntryState(merged);
    saver.rebase(theirs.revision, { entry: merged, changed: compareWithTheirs(theirs, merged).differs });
    // The panel that asked goes: the focus goes back to the first answer rather than to the page.
    requestAnimationFrame(() => focusAnswer(theirs.answers[0]?.position ?? 0));
    void saveDraft();
  }

  const releaseNotice = check && (
    <div role="group" aria-labelledby="release-check" className="rounded-2xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
      <p id="release-check" className="font-semibold">
        {check.positions.length === 1 ? `Question ${check.positions[0]} has` : `Questions ${check.positions.join(', ')} have`} no marks entered yet.
      </p>
      <p className="mt-0.5">Releasing gives {check.positions.length === 1 ? 'it' : 'them'} 0 marks. The student sees the marks at once.</p>
      <div className="mt-2 flex flex-wrap gap-2">
        <Button size="sm" variant="primary" autoFocus onClick={() => void release(check.thenNext, true)}>
          Release with 0 for {check.positions.length === 1 ? 'it' : 'them'}
        </Button>
        <Button
          size="sm"
          onClick={() => {
            setCheck(null);
            focusAnswer(check.positions[0]!);
          }}
        >
          Go to question {check.positions[0]}
        </Button>
        <Button size="sm" onClick={() => setCheck(null)}>
          Cancel
        </Button>
      </div>
    </div>
  );

  return (
    <div className="grid grid-cols-1 gap-6">
      {script.alsoOpenBy && (
        <FormAlert tone="warning">
          <p className="font-semibold">
            {script.alsoOpenBy.name} opened this script {formatRelative(script.alsoOpenBy.at)}.
          </p>
          <p className="mt-1">Two markers should not mark one script. If you both save, the second save is refused and nothing is overwritten.</p>
          <div className="mt-3 flex flex-wrap gap-2">
            {script.next !== null && (
              <Link to={`/marking/scripts/${script.next}`} className="inline-flex min-h-9 items-center rounded-full bg-amber-800 px-4 py-1.5 text-sm font-semibold text-white hover:bg-amber-900">
                Mark script {script.next} instead
              </Link>
            )}
            <Link
              to={`/marking/exams/${script.exam.id}`}
              className="inline-flex min-h-9 items-center rounded-full border border-amber-400 bg-white px-4 py-1.5 text-sm font-semibold text-amber-950 hover:bg-amber-100"
            >
              Back to the scripts
            </Link>
          </div>
        </FormAlert>
      )}
      <ScriptFacts script={script} entry={entry} />
      <ol aria-label="Written answers" className="grid grid-cols-1 gap-6">
        {script.answers.map((answer, index) => (
          <MarkingAnswerCard
            key={answer.position}
            answer={answer}
            index={index}
            count={script.answers.length}
            entry={entryAt(entry, answer.position)}
            onPoint={(pointId, text) => setEntry(withPointMark(saver.entry, answer.position, pointId, text))}
            onComment={(comment) => setEntry(withAnswerComment(saver.entry, answer.position, comment))}
          />
        ))}
      </ol>
      <section aria-labelledby="overall-comment" className="rounded-3xl border border-slate-200 bg-white p-5 shadow-sm sm:p-7">
        <h2 id="overall-comment" className="text-xl font-extrabold text-ink">
          Overall comment
        </h2>
        <Field id="script-comment" label="Comment on the whole script" optional hint="The student reads it at the top of their results." className="mt-3">
          <TextArea rows={4} maxLength={5000} value={entry.comment} onChange={(e) => setEntry({ ...saver.entry, comment: e.target.value })} />
        </Field>
      </section>
      {blocked && <StaleSavePanel number={script.number} reason={saver.stopped === 'stale' ? 'stale' : 'released-elsewhere'} mine={entry} onResolved={resolve} />}
      <MarkingBar
        totals={totals}
        status={status}
        hadDraft={script.state === 'draft'}
        blocked={blocked}
        hasNext={script.next !== null}
        notice={releaseNotice}
        onSaveDraft={() => void saveDraft()}
        onRelease={(thenNext) => void release(thenNext)}
      />
    </div>
  );
}

/** A released script: read only, with each mark's history; an admin or lead tutor may change a mark, with a reason. */
function ReleasedScript({ script, replace, arrived }: ScreenProps) {
  const [changed, setChanged] = useState<{ position: number; message: string } | null>(null);
  useFocusOnArrival(script, arrived);
  return (
    <div className="grid grid-cols-1 gap-6">
      <FormAlert tone="info" role="status">
        <p className="flex items-start gap-2">
          <Info aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
          <span>
            Released{script.releasedAt ? ` ${formatRelative(script.releasedAt)}` : ''}
            {script.markedBy ? ` by ${script.markedBy}` : ''}: the student has these marks.{' '}
            {script.canModerate ? 'You may change a mark, saying why; the change joins the mark’s history.' : 'Only an admin or the paper’s lead tutor can change them now.'}
          </span>
        </p>
      </FormAlert>
      <ScriptFacts script={script} entry={null} />
      <ol aria-label="Written answers" className="grid grid-cols-1 gap-6">
        {script.answers.map((answer, index) => (
          <ReleasedAnswerCard
            key={answer.position}
            number={script.number}
            answer={answer}
            index={index}
            count={script.answers.length}
            canModerate={script.canModerate}
            changed={changed?.position === answer.position ? changed.message : ''}
            onModerated={(next, message) => {
              replace(next, { fresh: false });
              setChanged({ position: answer.position, message });
            }}
          />
        ))}
      </ol>
      <section aria-labelledby="overall-comment" className="rounded-3xl border border-slate-200 bg-white p-5 shadow-sm sm:p-7">
        <h2 id="overall-comment" className="text-xl font-extrabold text-ink">
          Overall comment
        </h2>
        <p className="mt-2 whitespace-pre-wrap break-words text-ink">{script.comment || <span className="text-slate-500">No overall comment.</span>}</p>
      </section>
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-slate-200 bg-white px-5 py-4 shadow-sm">
        <p className="text-lg font-extrabold tabular-nums text-ink">
          Total {formatMarks(Math.round(script.answers.reduce((sum, a) => sum + (a.marks ?? 0) * 100, script.autoMarked.marks * 100)) / 100)}{' '}
          <span className="font-semibold text-slate-500">/ {formatMarks(script.totalMarks)}</span>
        </p>
        <Link to={`/marking/exams/${script.exam.id}${script.canModerate ? '?state=released' : ''}`} className="text-sm font-semibold text-brand-700 underline">
          Back to the scripts
        </Link>
      </div>
    </div>
  );
}
