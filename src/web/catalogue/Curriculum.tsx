import { ChevronDown, FileText, PlayCircle, ScrollText } from 'lucide-react';
import { Link } from 'react-router';
import type { CourseDetail } from '../../contracts/catalogue-schemas';
import { playerPath } from '../learning/access-text';
import { formatHours } from './CourseCard';

const KIND_ICON = { video: PlayCircle, text: ScrollText, pdf: FileText } as const;
const KIND_LABEL = { video: 'Video', text: 'Reading', pdf: 'PDF' } as const;

/**
 * Sections and lessons with durations; lesson content opens for enrolled
 * students, and a free preview lesson for anyone: its Preview badge links to
 * it in the course player, which opens free previews to visitors too.
 * `linkPreviews` is off for the studio's "view as student" of a draft,
 * whose lessons the player does not open yet.
 */
export function Curriculum({ course, linkPreviews = true }: { course: CourseDetail; linkPreviews?: boolean }) {
  return (
    <div>
      <p className="text-sm text-slate-600">
        {course.sections.length} sections · {course.lessonsCount} lessons · {formatHours(course.durationMinutes)} in total
      </p>
      <div className="mt-4 divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200 bg-white">
        {course.sections.map((section, i) => (
          <details key={section.title} open={i === 0} className="group">
            <summary className="flex cursor-pointer list-none items-center gap-3 bg-slate-50 px-5 py-4 hover:bg-slate-100 [&::-webkit-details-marker]:hidden">
              <ChevronDown aria-hidden="true" className="h-5 w-5 shrink-0 text-slate-500 transition group-open:rotate-180" />
              <span className="flex-1 font-semibold text-ink">{section.title}</span>
              <span className="shrink-0 text-sm text-slate-500">
                {section.lessons.length} lessons · {formatHours(section.durationMinutes)}
              </span>
            </summary>
            <ol className="divide-y divide-slate-100">
              {section.lessons.map((lesson) => {
                const Icon = KIND_ICON[lesson.kind];
                return (
                  <li key={lesson.id} className="flex items-center gap-3 px-5 py-3 text-sm">
                    <Icon aria-hidden="true" className="h-4 w-4 shrink-0 text-brand-600" />
                    <span className="sr-only">{KIND_LABEL[lesson.kind]}:</span>
                    {/* The badge sits beside the title where there is room and under it on a phone, so the title keeps its width. */}
                    <span className="flex min-w-0 flex-1 flex-wrap items-center gap-x-3 gap-y-1.5">
                      <span className="min-w-0 flex-1 basis-48 text-slate-700">{lesson.title}</span>
                      {lesson.freePreview &&
                        (linkPreviews ? (
                          <Link
                            to={playerPath(course.slug, lesson.id)}
                            aria-label={`Preview: ${lesson.title}, free`}
                            className="inline-flex min-h-8 shrink-0 items-center gap-1 rounded-full bg-brand-50 px-3 text-xs font-semibold text-brand-800 ring-1 ring-brand-200 hover:bg-brand-100 hover:underline"
                          >
                            <PlayCircle aria-hidden="true" className="h-3.5 w-3.5" />
                            Preview
                          </Link>
                        ) : (
                          <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-700 ring-1 ring-brand-200">Preview</span>
                        ))}
                    </span>
                    <span className="w-16 shrink-0 text-right tabular-nums text-slate-500">{lesson.durationMinutes} min</span>
                  </li>
                );
              })}
            </ol>
          </details>
        ))}
      </div>
    </div>
  );
}
