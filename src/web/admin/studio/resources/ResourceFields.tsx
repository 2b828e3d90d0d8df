import type { ContentOptions } from '../../../../contracts/studio-content-schemas';
import { Field } from '../../ui/Field';
import { Input } from '../../ui/Input';
import { SelectField } from '../../ui/SelectField';
import { TextArea } from '../../ui/TextArea';

const ACCESS_CHOICES = [
  ['public', 'Everyone'],
  ['enrolled', 'Students enrolled in a course'],
] as const;

export type ResourceForm = { title: string; description: string; subjectId: number | null; access: 'public' | 'enrolled'; courseId: number | null };

/** Title, description, paper and who may download: the same fields for a new file and an existing one. */
export function ResourceFields({
  form,
  set,
  options,
  errors,
  prefix,
}: {
  form: ResourceForm;
  set: (change: Partial<ResourceForm>) => void;
  options: ContentOptions | undefined;
  errors: Record<string, string>;
  prefix: string;
}) {
  const id = (name: string) => `${prefix}-${name}`;
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <Field id={id('title')} label="Title" error={errors.title}>
        <Input value={form.title} maxLength={200} onChange={(e) => set({ title: e.target.value })} />
      </Field>
      <SelectField
        id={id('paper')}
        label="Paper"
        error={errors.subjectId}
        value={form.subjectId ?? ''}
        choices={[['', 'Choose a paper'], ...(options?.subjects.map((s) => [s.id, s.name] as const) ?? [])]}
        onChange={(value) => set({ subjectId: value ? Number(value) : null })}
      />
      <Field id={id('description')} label="Description" error={errors.description} className="md:col-span-2">
        <TextArea rows={2} maxLength={1000} value={form.description} onChange={(e) => set({ description: e.target.value })} />
      </Field>
      <SelectField
        id={id('access')}
        label="Who may download it"
        error={errors.access}
        value={form.access}
        choices={ACCESS_CHOICES}
        onChange={(value) => set({ access: value as ResourceForm['access'] })}
      />
      {form.access === 'enrolled' && (
        <SelectField
          id={id('course')}
          label="Course"
          error={errors.courseId}
          value={form.courseId ?? ''}
          choices={[['', 'Choose the course'], ...(options?.courses.map((c) => [c.id, c.name] as const) ?? [])]}
          onChange={(value) => set({ courseId: value ? Number(value) : null })}
        />
      )}
    </div>
  );
}

export const FILE_ACCEPT = '.pdf,.xlsx,.docx,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg';
