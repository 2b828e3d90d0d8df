import { Copy, Eye, EyeOff, RotateCcw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { StudioCourse } from '../../../../contracts/studio-course-schemas';
import { errorOf } from '../../../api/client';
import { errorText } from '../../../api/error-text';
import { useAdmin } from '../../admin-context';
import { ConfirmAction } from '../../ui/ConfirmAction';
import { useCourseMutations, type CourseAction } from './courses-api';

const MISSING: Record<string, string> = {
  summary: 'a summary',
  lessons: 'at least one published lesson (in the curriculum)',
  price: 'a sale price lower than the price',
  access: 'an access date that has not passed',
};

/** Why an action was refused, in words an admin can act on. */
function refusal(caught: unknown): string {
  const refused = errorOf('POST /admin/studio/courses/{id}/publish', caught);
  if (refused?.code === 'course_not_ready') {
    const missing = ((refused.details as { missing?: string[] } | undefined)?.missing ?? []).map((m) => MISSING[m] ?? m);
    return `Before publishing, the course needs ${missing.join(', ')}.`;
  }
  return errorText(caught);
}

const DONE: Record<Exclude<CourseAction, 'duplicate'>, string> = {
  publish: 'Published.',
  unpublish: 'Unpublished: the course is a draft again.',
  delete: 'Deleted. Restore it from the Deleted list at any time.',
  restore: 'Restored as a draft.',
};

/** Publish, unpublish, duplicate, delete and restore, each asked once more before it is done. */
export function CourseActions({ course, dirty }: { course: StudioCourse; dirty: boolean }) {
  const { basePath } = useAdmin();
  const navigate = useNavigate();
  const { act } = useCourseMutations(course.id);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const deleted = course.deletedAt !== null;
  const published = course.status === 'published';

  async function run(action: CourseAction) {
    setProblem(null);
    setDone(null);
    try {
      const result = await act.mutateAsync({ action, version: course.version });
      if (action === 'duplicate') return navigate(`${basePath}/studio/courses/${result.id}`);
      setDone(DONE[action]);
    } catch (caught) {
      setProblem(refusal(caught));
    }
  }

  // Each slot keeps its button when the course's state turns it into its opposite (Publish into Unpublish, Delete into Restore), so the focus stays on it.
  return (
    <section aria-label="Publishing" className="mt-6 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-start gap-2">
        {!deleted &&
          (published ? (
            <ConfirmAction
              key="publishing"
              label="Unpublish"
              icon={EyeOff}
              disabled={act.isPending}
              question="Unpublish this course? It leaves the catalogue; enrolled students keep it."
              confirmLabel="Yes, unpublish"
              onConfirm={() => run('unpublish')}
            />
          ) : (
            <ConfirmAction
              key="publishing"
              label="Publish"
              icon={Eye}
              variant="primary"
              disabled={dirty || act.isPending}
              title={dirty ? 'Save your changes first' : undefined}
              question="Publish this course? It appears in the catalogue and on its paper’s page at once."
              confirmLabel="Yes, publish"
              onConfirm={() => run('publish')}
            />
          ))}
        {!deleted && (
          <ConfirmAction
            key="duplicate"
            label="Duplicate"
            icon={Copy}
            disabled={act.isPending}
            question="Make a copy of this course (with its sections and lessons) as a new draft?"
            confirmLabel="Yes, copy it"
            onConfirm={() => run('duplicate')}
          />
        )}
        {deleted ? (
          <ConfirmAction
            key="keeping"
            label="Restore"
            icon={RotateCcw}
            disabled={act.isPending}
            question="Restore this course as a draft?"
            confirmLabel="Yes, restore"
            onConfirm={() => run('restore')}
          />
        ) : (
          <ConfirmAction
            key="keeping"
            label="Delete"
            icon={Trash2}
            variant="secondary-danger"
            danger
            disabled={act.isPending}
            question="Delete this course? It is unpublished and put aside; you can restore it later."
            detail={course.studentsCount > 0 && <p className="text-red-700">{course.studentsCount} student(s) have access: the course can only be unpublished.</p>}
            confirmLabel="Yes, delete"
            onConfirm={() => run('delete')}
          />
        )}
        {dirty && course.status === 'draft' && !deleted && <span className="self-center text-sm text-slate-500">Save your changes before publishing.</span>}
      </div>
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
