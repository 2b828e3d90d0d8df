import { CheckCircle2, Lock } from 'lucide-react';
import { Link } from 'react-router';
import type { OutlineSection } from '../../contracts/learning-schemas';
import { playerPath } from './access-text';
import { FROM_ANOTHER_LESSON } from './lesson-arrival';
import { KIND_ICON, KIND_LABEL } from './lesson-kinds';

/** The curriculum beside the lesson: kind, duration, completed and locked marks, the current lesson highlighted. */
export function PlayerOutline({ slug, sections, currentId, onNavigate }: { slug: string; sections: OutlineSection[]; currentId: number | null; onNavigate?: () => void }) {
  return (
    <nav aria-label="Course content" className="divide-y divide-slate-200">
      {sections.map((section, i) => (
        <section key={section.id} className="py-3">
          <h3 className="flex items-baseline justify-between gap-2 px-4 text-xs font-bold uppercase tracking-wide text-slate-500">
            <span>
              {i + 1}. {section.title}
            </span>
            <span className="shrink-0 font-semibold normal-case tracking-normal">
              {section.progress.completed}/{section.progress.total}
            </span>
          </h3>
          <ol className="mt-1.5">
            {section.lessons.map((lesson) => {
              const Icon = KIND_ICON[lesson.kind];
              const current = lesson.id === currentId;
              return (
                <li key={lesson.id}>
                  <Link
                    to={playerPath(slug, lesson.id)}
                    state={FROM_ANOTHER_LESSON}
                    onClick={onNavigate}
                    aria-current={current ? 'page' : undefined}
                    className={`flex items-start gap-2.5 px-4 py-2 text-sm ${current ? 'bg-brand-50 font-semibold text-brand-900 shadow-[inset_3px_0_0] shadow-brand-600' : 'text-slate-700 hover:bg-slate-50'}`}
                  >
                    <Icon aria-hidden="true" className={`mt-0.5 h-4 w-4 shrink-0 ${current ? 'text-brand-700' : 'text-slate-400'}`} />
                    <span className="sr-only">{KIND_LABEL[lesson.kind]}:</span>
                    <span className="flex-1">
                      {lesson.title}
                      <span className="mt-0.5 flex items-center gap-2 text-xs font-normal text-slate-600">
                        {lesson.minutes} min
                        {lesson.freePreview && lesson.locked === false && <span className="rounded bg-accent-300/40 px-1.5 font-semibold text-amber-900">Preview</span>}
                      </span>
                    </span>
                    {lesson.completed ? (
                      <CheckCircle2 aria-label="Completed" className="mt-0.5 h-4 w-4 shrink-0 text-brand-600" />
                    ) : lesson.locked ? (
                      <Lock aria-label="Locked" className="mt-0.5 h-4 w-4 shrink-0 text-slate-400" />
                    ) : null}
                  </Link>
                </li>
              );
            })}
          </ol>
        </section>
      ))}
    </nav>
  );
}
