import { Copy, Eye, EyeOff, RotateCcw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { StudioCourse } from '../../../../contracts/studio-course-schemas';
import { errorOf } from '../../../api/client';
import { useAdmin } from '../../admin-context';
import { DANGER, errorMessage, PRIMARY, QUIET } from '../../payments/parts';
import { useCourseMutations, type CourseAction } from './courses-api';

const MISSING: Record<string, string> = {
  summary: 'a summary',
  lessons: 'at least one published lesson (in the curriculum)',
  price: 'a sale price lower than the price',
  access: 'an access date that has not passed',
};

const CONFIRM: Record<CourseAction, { question: string; yes: string }> = {
  publish: { question: 'Publish this course? It appears in the catalogue and on its paper’s page at once.', yes: 'Yes, publish' },
  unpublish: { question: 'Unpublish this course? It leaves the catalogue; enrolled students keep it.', yes: 'Yes, unpublish' },
  duplicate: { question: 'Make a copy of this course (with its sections and lessons) as a new draft?', yes: 'Yes, copy it' },
  delete: { question: 'Delete this course? It is unpublished and put aside; you can restore it later.', yes: 'Yes, delete' },
  restore: { question: 'Restore this course as a draft?', yes: 'Yes, restore' },
};

/** Why an action was refused, in words an admin can act on. */
function refusal(caught: unknown): string {
  const refused = errorOf('POST /admin/studio/courses/{id}/publish', caught);
  if (refused?.code === 'course_not_ready') {
    const missing = ((refused.details as { missing?: string[] } | undefined)?.missing ?? []).map((m) => MISSING[m] ?? m);
    return `Before publishing, the course needs ${missing.join(', ')}.`;
  }
  return errorMessage(caught);
}

/** Publish, unpublish, duplicate, delete and restore, each asked once more before it is done. */
export function CourseActions({ course, dirty }: { course: StudioCourse; dirty: boolean }) {
  const { basePath } = useAdmin();
  const navigate = useNavigate();
  const { act } = useCourseMutations(course.id);
  const [asking, setAsking] = useState<CourseAction | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const available: CourseAction[] =
    course.deletedAt !== null ? ['restore'] : [course.status === 'published' ? 'unpublish' : 'publish', 'duplicate', 'delete'];

  async function run(action: CourseAction) {
    setProblem(null);
    setDone(null);
    try {
      const result = await act.mutateAsync({ action, version: course.version });
      setAsking(null);
      if (action === 'duplicate') return navigate(`${basePath}/studio/courses/${result.id}`);
      setDone({ publish: 'Published.', unpublish: 'Unpublished: the course is a draft again.', delete: 'Deleted. Restore it from the Deleted list at any time.', restore: 'Restored as a draft.' }[action]);
    } catch (caught) {
      setAsking(null);
      setProblem(refusal(caught));
    }
  }

  const icons = { publish: Eye, unpublish: EyeOff, duplicate: Copy, delete: Trash2, restore: RotateCcw };
  const labels = { publish: 'Publish', unpublish: 'Unpublish', duplicate: 'Duplicate', delete: 'Delete', restore: 'Restore' };

  return (
    <section aria-label="Publishing" className="mt-6 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-center gap-2">
        {available.map((action) => {
          const Icon = icons[action];
          const blocked = action === 'publish' && dirty;
          return (
            <button
              key={action}
              type="button"
              disabled={act.isPending || blocked}
              title={blocked ? 'Save your changes first' : undefined}
              onClick={() => {
                setProblem(null);
                setAsking(action);
              }}
              className={action === 'publish' ? PRIMARY : action === 'delete' ? `${QUIET} text-red-700` : QUIET}
            >
              <Icon aria-hidden="true" className="h-4 w-4" /> {labels[action]}
            </button>
          );
        })}
        {dirty && course.status === 'draft' && course.deletedAt === null && <span className="text-sm text-slate-500">Save your changes before publishing.</span>}
      </div>
      {asking && (
        <div role="alertdialog" aria-labelledby="course-confirm" className="mt-4 rounded-xl border border-slate-200 bg-slate-50 p-4">
          <p id="course-confirm" className="text-sm font-semibold text-ink">
            {CONFIRM[asking].question}
          </p>
          {asking === 'delete' && course.studentsCount > 0 && <p className="mt-1 text-sm text-red-700">{course.studentsCount} student(s) have access: the course can only be unpublished.</p>}
          <div className="mt-3 flex flex-wrap gap-2">
            <button type="button" autoFocus disabled={act.isPending} onClick={() => void run(asking)} className={asking === 'delete' ? DANGER : PRIMARY}>
              {act.isPending ? 'Working…' : CONFIRM[asking].yes}
            </button>
            <button type="button" onClick={() => setAsking(null)} className={QUIET}>
              Cancel
            </button>
          </div>
        </div>
      )}
      {problem && (
        <p role="alert" className="mt-3 text-sm font-semibold text-red-700">
          {problem}
        </p>
      )}
      {done && (
        <p role="status" className="mt-3 text-sm font-semibold text-brand-800">
          {done}
        </p>
      )}
    </section>
  );
}
