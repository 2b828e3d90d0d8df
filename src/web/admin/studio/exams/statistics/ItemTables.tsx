import type { ReactNode } from 'react';
import type { ExamStatistics } from '../../../../../contracts/exam-statistics-schemas';
import { PositionsTable } from './PositionsTable';
import { QuestionsTable } from './QuestionsTable';

type Props = { stats: ExamStatistics; flaggedOnly: boolean; onFlaggedOnly: (flagged: boolean) => void; busy: boolean };

/** The positions and the questions, with one "Flagged only" switch for both so the items to look at are found at once. */
export function ItemTables({ stats, flaggedOnly, onFlaggedOnly, busy }: Props) {
  const flaggedPositions = stats.positions.filter((p) => p.flags.length > 0);
  const flaggedQuestions = stats.questions.filter((q) => q.flags.length > 0);
  const positions = flaggedOnly ? flaggedPositions : stats.positions;
  const questions = flaggedOnly ? flaggedQuestions : stats.questions;
  const flagsShown = stats.test.attempts >= stats.minAttemptsForFlags;
  return (
    <>
      <div className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white px-5 py-4 shadow-sm sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-700" role="status">
          {!flagsShown
            ? 'No flags yet: too few attempts.'
            : flaggedQuestions.length === 0 && flaggedPositions.length === 0
              ? 'Nothing flagged: no item asks to be looked at.'
              : `${count(flaggedQuestions.length, 'question')} and ${count(flaggedPositions.length, 'position')} flagged.`}
        </p>
        <label className="inline-flex min-h-6 items-center gap-2 text-sm font-semibold text-ink">
          <input type="checkbox" className="h-4 w-4 accent-brand-700" checked={flaggedOnly} onChange={(e) => onFlaggedOnly(e.target.checked)} />
          Flagged only
        </label>
      </div>
      <Section title="Questions" intro="Each question the attempts were given. Open a choice question’s options to see who picked what.">
        {questions.length === 0 ? <Nothing>No flagged questions.</Nothing> : <QuestionsTable questions={questions} busy={busy} />}
      </Section>
      <Section
        title="Positions of the paper"
        intro="Each place on the paper, against the rest of the test. Effective weight is the share of the spread of totals a position carries; compare it with its share of the paper’s marks."
      >
        {positions.length === 0 ? <Nothing>No flagged positions.</Nothing> : <PositionsTable positions={positions} busy={busy} />}
      </Section>
    </>
  );
}

function Section({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <section>
      <h2 className="text-lg font-bold text-ink">{title}</h2>
      <p className="mt-1 text-sm text-slate-600">{intro}</p>
      {children}
    </section>
  );
}

function Nothing({ children }: { children: ReactNode }) {
  return <p className="mt-3 rounded-2xl border border-dashed border-slate-300 bg-white px-5 py-6 text-center text-sm text-slate-600">{children}</p>;
}

function count(n: number, noun: string): string {
  return `${n} ${n === 1 ? noun : `${noun}s`}`;
}
