import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { newCourseSchema } from '../../../../contracts/studio-course-schemas';
import { LEVEL_LABELS } from '../../../../contracts/subjects';
import { errorText } from '../../../api/error-text';
import { FormAlert } from '../../../components/FormAlert';
import { LoadError } from '../../../components/LoadError';
import { PageLoading } from '../../../components/PageLoading';
import { PageMeta } from '../../../components/PageMeta';
import { useAdmin } from '../../admin-context';
import { AdminHeading } from '../../ui/AdminHeading';
import { Button } from '../../ui/Button';
import { buttonClass } from '../../ui/button-class';
import { Field } from '../../ui/Field';
import { schemaFieldErrors, serverFieldErrors, type FieldErrors } from '../../ui/field-errors';
import { Input } from '../../ui/Input';
import { Panel } from '../../ui/Panel';
import { SelectField } from '../../ui/SelectField';
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
  const [errors, setErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    const found = schemaFieldErrors(newCourseSchema, { title, subjectId: Number(subjectId) });
    setErrors(found);
    if (Object.keys(found).length) return;
    try {
      const course = await create.mutateAsync({ title: title.trim(), subjectId: Number(subjectId) });
      navigate(`${basePath}/studio/courses/${course.id}`);
    } catch (caught) {
      setErrors(serverFieldErrors(caught));
      setProblem(errorText(caught));
    }
  }

  if (options.isPending) return <PageLoading />;
  if (options.isError) return <LoadError what="the papers" error={options.error} onRetry={() => void options.refetch()} />;
  return (
    <>
      <PageMeta title="New course · Studio" />
      <AdminHeading title="New course" intro="Start with a title and its paper. The course stays a draft, seen by no student, until you publish it." />
      <div className="mt-6">
        <StudioNav />
      </div>
      <Panel className="mt-6 max-w-2xl">
        <form onSubmit={(e) => void submit(e)} noValidate className="space-y-5">
          {problem && <FormAlert>{problem}</FormAlert>}
          <Field id="new-course-title" label="Title" error={errors.title}>
            <Input value={title} maxLength={200} onChange={(e) => setTitle(e.target.value)} autoFocus />
          </Field>
          <SelectField
            id="new-course-paper"
            label="Paper"
            error={errors.subjectId}
            value={subjectId}
            choices={[['', 'Choose a paper'], ...options.data.papers.map((p) => [p.id, `${p.name} (${LEVEL_LABELS[p.level]})`] as const)]}
            onChange={setSubjectId}
          />
          <div className="flex flex-wrap gap-3">
            <Button type="submit" variant="primary" busy={create.isPending} busyLabel="Creating…">
              Create the draft
            </Button>
            <Link to={`${basePath}/studio/courses`} className={buttonClass()}>
              Cancel
            </Link>
          </div>
        </form>
      </Panel>
    </>
  );
}
