import { CheckCircle2, Circle, Lock } from 'lucide-react';
import { Link } from 'react-router';
import type { OutlineSection } from '../../contracts/learning-schemas';
import { playerPath } from './access-text';
import { KIND_ICON, KIND_LABEL } from './lesson-kinds';
import { ProgressBar } from './ProgressBar';

/** One section's bar and its lessons as a checklist, each opening in the player. */
export function SectionProgress({ slug, section, index }: { slug: string; section: OutlineSection; index: number }) {
  return (
    <details open={index === 0 || (section.progress.completed > 0 && section.progress.completed < section.progress.total)} className="group rounded-2xl border border-slate-200 bg-white">
      <summary className="cursor-pointer list-none p-5 [&::-webkit-details-marker]:hidden">
        <div className="flex items-baseline justify-between gap-3">
          <h3 className="font-semibold text-ink">{section.title}</h3>
          <span className="shrink-0 text-xs text-slate-500">
            {section.progress.completed}/{section.progress.total}
          </span>
        </div>
        <div className="mt-2">
          <ProgressBar progress={section.progress} label={`Progress in ${section.title}`} size="sm" />
        </div>
      </summary>
      <ol className="divide-y divide-slate-100 border-t border-slate-100">
        {section.lessons.map((lesson) => {
          const Icon = KIND_ICON[lesson.kind];
          return (
            <li key={lesson.id}>
              <Link to={playerPath(slug, lesson.id)} className="flex items-center gap-3 px-5 py-3 text-sm hover:bg-slate-50">
                {lesson.completed ? (
                  <CheckCircle2 aria-label="Completed" className="h-5 w-5 shrink-0 text-brand-600" />
                ) : lesson.locked ? (
                  <Lock aria-label="Locked" className="h-4 w-4 shrink-0 text-slate-400" />
                ) : (
                  <Circle aria-label="Not completed" className="h-5 w-5 shrink-0 text-slate-300" />
                )}
                <Icon aria-hidden="true" className="h-4 w-4 shrink-0 text-slate-400" />
                <span className="sr-only">{KIND_LABEL[lesson.kind]}:</span>
                <span className="flex-1 text-slate-700">{lesson.title}</span>
                <span className="shrink-0 tabular-nums text-slate-500">{lesson.minutes} min</span>
              </Link>
            </li>
          );
        })}
      </ol>
    </details>
  );
}
