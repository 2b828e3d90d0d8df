import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { QuestionInExam, VersionFigures } from '../../../../contracts/question-statistics-schemas';
import { useAdmin } from '../../admin-context';
import { Badge } from '../../ui/Badge';
import { percentText, shareText, tenthText } from '../exams/statistics/figure-text';
import { Figure } from '../exams/statistics/Figure';
import { FlagBadges } from '../exams/statistics/FlagBadges';
import { OptionPicks } from '../exams/statistics/OptionPicks';
import type { AttemptsUsed } from './figures-api';

type Item = Pick<VersionFigures, 'attempts' | 'facility' | 'discriminationIndex' | 'discriminativeEfficiency' | 'flags' | 'shown' | 'options'>;

/** "1 attempt", "12 attempts". */
const attemptsText = (n: number) => `${n.toLocaleString('en-IN')} ${n === 1 ? 'attempt' : 'attempts'}`;

/** The item's figures in a row of small cards (two a row on a phone), its flags in words and, for a choice question, its options' picks. */
function ItemFigures({ item }: { item: Item }) {
  return (
    <>
      <dl className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-4">
        <Term term="Attempts" name="attempts">
          {item.attempts.toLocaleString('en-IN')}
        </Term>
        <Term term="Facility" name="facility">
          <Figure value={item.facility} format={shareText} />
        </Term>
        <Term term="Discrimination index" name="discrimination">
          <Figure value={item.discriminationIndex} format={tenthText} />
        </Term>
        <Term term="Discriminative efficiency" name="efficiency">
          <Figure value={item.discriminativeEfficiency} format={percentText} />
        </Term>
      </dl>
      <FlagBadges flags={item.flags} />
      {item.shown && item.options && <OptionPicks shown={item.shown} options={item.options} />}
    </>
  );
}

function Term({ term, name, children }: { term: string; name: string; children: ReactNode }) {
  return (
    <div className="rounded-xl bg-slate-50 px-3 py-2">
      <dt className="text-xs font-semibold text-slate-600">{term}</dt>
      <dd data-figure={name} className="text-base font-bold text-ink">
        {children}
      </dd>
    </div>
  );
}

/**
 * One exam that gave the question: its row of that exam's statistics (the
 * title opens them, with the same attempts counted) and, when its attempts
 * had more than one version, the same figures per version.
 */
export function ExamFiguresCard({ entry, attempts }: { entry: QuestionInExam; attempts: AttemptsUsed }) {
  const { basePath } = useAdmin();
  const { exam, figures, versions } = entry;
  return (
    <li className="min-w-0 rounded-2xl border border-slate-200 p-4" data-exam={exam.id}>
      <div className="flex flex-wrap items-center gap-2">
        <Link to={`${basePath}/studio/exams/${exam.id}/statistics${attempts === 'all' ? '?attempts=all' : ''}`} className="font-bold break-words text-ink hover:text-brand-700 hover:underline">
          {exam.title}
        </Link>
        {exam.deleted ? <Badge tone="slate">Deleted</Badge> : !exam.published && <Badge tone="amber">Draft</Badge>}
      </div>
      <p className="mt-1 text-sm text-slate-600">
        {figures
          ? `Given in ${figures.attempts.toLocaleString('en-IN')} of the exam’s ${attemptsText(entry.examAttempts)} counted here`
          : `None of the exam’s ${attemptsText(entry.examAttempts)} counted here had it`}
        {entry.awaitingMarking > 0 && ` · ${attemptsText(entry.awaitingMarking)} not counted while a written answer waits to be marked`}
        {entry.finishedSince > 0 && ` · ${attemptsText(entry.finishedSince)} finished since these figures`}
      </p>
      {figures && <ItemFigures item={figures} />}
      {versions.length > 0 && (
        <details className="mt-3 rounded-xl border border-slate-200">
          <summary className="flex min-h-11 cursor-pointer items-center px-3 text-sm font-semibold text-brand-700 hover:bg-slate-50">
            By version: {versions.map((v) => `version ${v.revision}`).join(', ')}
          </summary>
          <ul className="divide-y divide-slate-100 border-t border-slate-200">
            {versions.map((version) => (
              <li key={version.versionId} className="px-3 py-3">
                <p className="text-sm font-semibold text-ink">
                  Version {version.revision} · {attemptsText(version.attempts)}
                </p>
                <ItemFigures item={version} />
              </li>
            ))}
          </ul>
        </details>
      )}
    </li>
  );
}
