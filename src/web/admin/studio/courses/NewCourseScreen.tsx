import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { LEVEL_LABELS } from '../../../../contracts/subjects';
import { errorOf } from '../../../api/client';
import { LoadError } from '../../../components/LoadError';
import { PageLoading } from '../../../components/PageLoading';
import { PageMeta } from '../../../components/PageMeta';
import { useAdmin } from '../../admin-context';
import { errorMessage, INPUT, LABEL, PRIMARY, QUIET } from '../../payments/parts';
import { AdminHeading, Panel } from '../../ui';
import { StudioNav } from '../StudioNav';
import { useCourseMutations, useCourseOptions } from './courses-api';

/** A new course starts from a title and a paper; the editor opens on the draft for everything else. */
export default function NewCourseScreen() {
  const { basePath } = useAdmin();
  const navigate = useNavigate();
  const options = useCourseOptions();
  const { create } = useCourseMutations();
  const [title, setTitle] = useState('');
  const [subjectId, setSubjectId] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    if (!title.trim()) return setProblem('Give the course a title.');
    if (!subjectId) return setProblem('Choose the paper the course prepares for.');
    try {
      const course = await create.mutateAsync({ title: title.trim(), subjectId: Number(subjectId) });
      navigate(`${basePath}/studio/courses/${course.id}`);
    } catch (caught) {
      setProblem(errorOf('POST /admin/studio/courses', caught)?.code === 'validation_failed' ? 'Check the title (at most 200 characters) and the paper.' : errorMessage(caught));
    }
  }

  if (options.isPending) return <PageLoading />;
  if (options.isError) return <LoadError what="the papers" onRetry={() => void options.refetch()} />;
  return (
    <>
      <PageMeta title="New course · Studio" />
      <AdminHeading title="New course" intro="Start with a title and its paper. The course stays a draft, seen by no student, until you publish it." />
      <div className="mt-6">
        <StudioNav />
      </div>
      <Panel className="mt-6 max-w-2xl">
        <form onSubmit={(e) => void submit(e)} noValidate className="space-y-5">
          <div>
            <label htmlFor="new-course-title" className={LABEL}>
              Title
            </label>
            <input id="new-course-title" value={title} maxLength={200} onChange={(e) => setTitle(e.target.value)} className={`${INPUT} mt-1.5`} autoFocus />
          </div>
          <div>
            <label htmlFor="new-course-paper" className={LABEL}>
              Paper
            </label>
            <select id="new-course-paper" value={subjectId} onChange={(e) => setSubjectId(e.target.value)} className={`${INPUT} mt-1.5`}>
              <option value="">Choose a paper</option>
              {options.data.papers.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name} ({LEVEL_LABELS[p.level]})
                </option>
              ))}
            </select>
          </div>
          {problem && (
            <p role="alert" className="text-sm font-semibold text-red-700">
              {problem}
            </p>
          )}
          <div className="flex flex-wrap gap-3">
            <button type="submit" className={PRIMARY} disabled={create.isPending}>
              {create.isPending ? 'Creating…' : 'Create the draft'}
            </button>
            <Link to={`${basePath}/studio/courses`} className={QUIET}>
              Cancel
            </Link>
          </div>
        </form>
      </Panel>
    </>
  );
}
