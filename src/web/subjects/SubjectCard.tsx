import { ArrowRight, Clock, FileText } from 'lucide-react';
import { Link } from 'react-router';
import type { Subject } from '../../contracts/subject-schemas';
import { formatDuration, subjectPath } from '../../contracts/subjects';

export function SubjectCard({ subject }: { subject: Subject }) {
  return (
    <Link
      to={subjectPath(subject.name)}
      className="group flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition hover:-translate-y-0.5 hover:border-brand-300 hover:shadow-lg"
    >
      <h3 className="text-lg font-bold text-ink group-hover:text-brand-700">{subject.name}</h3>
      <p className="mt-2 flex-1 text-sm leading-6 text-slate-600">{subject.summary}</p>
      <div className="mt-5 flex items-center justify-between border-t border-slate-100 pt-4 text-sm text-slate-500">
        <span className="flex items-center gap-4">
          <span className="flex items-center gap-1.5">
            <FileText aria-hidden="true" className="h-4 w-4" /> {subject.marks} marks
          </span>
          <span className="flex items-center gap-1.5">
            <Clock aria-hidden="true" className="h-4 w-4" /> {formatDuration(subject.durationMinutes)}
          </span>
        </span>
        <ArrowRight aria-hidden="true" className="h-4 w-4 text-brand-600 transition group-hover:translate-x-1" />
      </div>
    </Link>
  );
}
