import { Clock, FileQuestion, Lock, RotateCcw, Target } from 'lucide-react';
import { Link } from 'react-router';
import type { ExamSummary } from '../../contracts/exam-schemas';
import { attemptsText, durationText, KIND_LABEL, marksText, questionsText } from './exam-facts';

/** `used`: how many attempts the signed-in student has made (unknown for visitors). */
export function ExamCard({ exam, used }: { exam: ExamSummary; used?: number }) {
  const left = exam.attemptsAllowed === null || used === undefined ? null : Math.max(0, exam.attemptsAllowed - used);
  return (
    <li className="flex flex-col rounded-3xl border border-slate-200 bg-white p-5 shadow-sm transition hover:shadow-md">
      <div className="flex flex-wrap items-center gap-2 text-xs font-bold uppercase tracking-wide">
        <span className="rounded-full bg-brand-50 px-2.5 py-1 text-brand-800">{KIND_LABEL[exam.kind]}</span>
        {exam.free ? (
          <span className="rounded-full bg-accent-300/40 px-2.5 py-1 text-ink">Free</span>
        ) : (
          <span className="inline-flex items-center gap-1 rounded-full bg-slate-100 px-2.5 py-1 text-slate-700">
            <Lock aria-hidden="true" className="h-3 w-3" /> With a course
          </span>
        )}
      </div>
      <h3 className="mt-3 text-lg font-bold text-ink">
        <Link to={`/exam/${exam.slug}`} className="hover:text-brand-700 hover:underline">
          {exam.title}
        </Link>
      </h3>
      <p className="mt-2 line-clamp-3 flex-1 text-sm text-slate-600">{exam.summary}</p>
      <ul className="mt-4 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
        <li className="flex items-center gap-1.5">
          <FileQuestion aria-hidden="true" className="h-4 w-4 text-brand-600" />
          {questionsText(exam)} · {marksText(exam)}
        </li>
        <li className="flex items-center gap-1.5">
          <Clock aria-hidden="true" className="h-4 w-4 text-brand-600" />
          {durationText(exam.durationMinutes)}
        </li>
        <li className="flex items-center gap-1.5">
          <Target aria-hidden="true" className="h-4 w-4 text-brand-600" />
          Pass {exam.passPercent}%
        </li>
        <li className="flex items-center gap-1.5">
          <RotateCcw aria-hidden="true" className="h-4 w-4 text-brand-600" />
          {left !== null ? `${left} of ${exam.attemptsAllowed} attempts left` : attemptsText(exam.attemptsAllowed)}
        </li>
      </ul>
    </li>
  );
}
