import { useState } from 'react';
import type { AdminUser } from '../../contracts/admin-schemas';
import { LEVEL_LABELS, LEVELS } from '../../contracts/subjects';
import type { TutorPaperChoice } from '../../contracts/tutor-admin-schemas';
import { errorText } from '../api/error-text';
import { FormAlert } from '../components/FormAlert';
import { showSuccessToast } from '../toast/toaster-ready';
import { useSaveTutorPapers, useTutorPapers } from './admin-api';
import { Button } from './ui/Button';
import { Loaded } from './ui/Loaded';
import { Panel } from './ui/Panel';

/** A tutor's papers: which they mark, and which of those they lead. */
export function TutorPapersPanel({ user }: { user: AdminUser }) {
  const papers = useTutorPapers(user.id);
  return (
    <Panel title="Papers to mark">
      <Loaded query={papers} what="the papers">
        {(data) => <PapersForm user={user} initial={data.papers} />}
      </Loaded>
    </Panel>
  );
}

type Choice = { assigned: boolean; lead: boolean };

function PapersForm({ user, initial }: { user: AdminUser; initial: TutorPaperChoice[] }) {
  const save = useSaveTutorPapers(user.id);
  // What is saved, and what the form shows: the form starts from the saved papers and is compared with them.
  const [saved, setSaved] = useState(() => choicesOf(initial));
  const [choices, setChoices] = useState(saved);
  const [error, setError] = useState<string | null>(null);
  const changed = initial.some((p) => saved.get(p.subjectId)!.assigned !== choices.get(p.subjectId)!.assigned || saved.get(p.subjectId)!.lead !== choices.get(p.subjectId)!.lead);
  const assigned = initial.filter((p) => choices.get(p.subjectId)!.assigned);
  const leads = assigned.filter((p) => choices.get(p.subjectId)!.lead).length;

  function choose(subjectId: number, next: Choice) {
    setChoices((current) => new Map(current).set(subjectId, { assigned: next.assigned, lead: next.assigned && next.lead }));
  }

  async function submit() {
    setError(null);
    try {
      const answer = await save.mutateAsync({ papers: assigned.map((p) => ({ subjectId: p.subjectId, lead: choices.get(p.subjectId)!.lead })) });
      const now = choicesOf(answer.papers);
      setSaved(now);
      setChoices(now);
      const count = answer.papers.filter((p) => p.assigned).length;
      void showSuccessToast(count === 0 ? `${user.name} has no papers to mark now.` : `${user.name} marks ${count} paper${count === 1 ? '' : 's'} now.`);
    } catch (caught) {
      setError(errorText(caught));
    }
  }

  return (
    <form
      noValidate
      aria-label="Papers to mark"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {error && (
        <div className="mb-4">
          <FormAlert>{error}</FormAlert>
        </div>
      )}
      <p className="text-sm text-slate-600">
        {user.name} marks the written answers of tutor-marked exams of these papers, without seeing whose script it is. A lead tutor also moderates the paper’s released marks.
      </p>
      <div className="mt-5 space-y-5">
        {LEVELS.map((level) => {
          const ofLevel = initial.filter((p) => p.level === level);
          if (ofLevel.length === 0) return null;
          return (
            <fieldset key={level}>
              <legend className="text-xs font-semibold uppercase tracking-wider text-slate-500">{LEVEL_LABELS[level]}</legend>
              <ul className="mt-2 divide-y divide-slate-100 rounded-xl border border-slate-200">
                {ofLevel.map((paper) => {
                  const choice = choices.get(paper.subjectId)!;
                  const id = `paper-${paper.subjectId}`;
                  return (
                    <li key={paper.subjectId} className={`flex items-center gap-3 px-3 py-2 text-sm ${choice.assigned ? 'bg-brand-50/60' : ''}`}>
                      <input
                        id={id}
                        type="checkbox"
                        checked={choice.assigned}
                        onChange={(e) => choose(paper.subjectId, { assigned: e.target.checked, lead: choice.lead })}
                        className="h-4 w-4 shrink-0"
                      />
                      <label htmlFor={id} className="min-w-0 flex-1 py-1 font-medium text-ink">
                        {paper.name}
                      </label>
                      <label className={`flex shrink-0 items-center gap-2 rounded-lg px-2 py-1 ${choice.assigned ? 'text-ink' : 'text-slate-500'}`}>
                        <input
                          type="checkbox"
                          checked={choice.lead}
                          disabled={!choice.assigned}
                          onChange={(e) => choose(paper.subjectId, { assigned: true, lead: e.target.checked })}
                          className="h-4 w-4"
                        />
                        Lead<span className="sr-only"> tutor of {paper.name}</span>
                      </label>
                    </li>
                  );
                })}
              </ul>
            </fieldset>
          );
        })}
      </div>
      <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-600" aria-live="polite">
          {assigned.length === 0 ? 'No papers chosen.' : `${assigned.length} paper${assigned.length === 1 ? '' : 's'} chosen, leading ${leads}.`}
        </p>
        <Button type="submit" variant="primary" busy={save.isPending} busyLabel="Saving…" disabled={!changed}>
          Save papers
        </Button>
      </div>
    </form>
  );
}

function choicesOf(papers: TutorPaperChoice[]): Map<number, Choice> {
  return new Map(papers.map((p) => [p.subjectId, { assigned: p.assigned, lead: p.lead }]));
}
