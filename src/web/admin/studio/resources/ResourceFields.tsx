import type { ContentOptions } from '../../../../contracts/studio-content-schemas';
import { Field } from '../../ui/Field';
import { Input } from '../../ui/Input';
import { Select } from '../../ui/Select';
import { TextArea } from '../../ui/TextArea';

export type ResourceForm = { title: string; description: string; subjectId: number | null; access: 'public' | 'enrolled'; courseId: number | null };

/** Title, description, paper and who may download: the same fields for a new file and an existing one. */
export function ResourceFields({ form, set, options, errors, prefix }: { form: ResourceForm; set: (change: Partial<ResourceForm>) => void; options: ContentOptions | undefined; errors: Record<string, string>; prefix: string }) {
  const id = (name: string) => `${prefix}-${name}`;
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <Field id={id('title')} label="Title" error={errors.title}>
        <Input value={form.title} maxLength={200} onChange={(e) => set({ title: e.target.value })} />
      </Field>
      <Field id={id('paper')} label="Paper" error={errors.subjectId}>
        <Select value={form.subjectId ?? ''} onChange={(e) => set({ subjectId: e.target.value ? Number(e.target.value) : null })}>
          <option value="">Choose a paper</option>
          {options?.subjects.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </Select>
      </Field>
      <Field id={id('description')} label="Description" error={errors.description} className="md:col-span-2">
        <TextArea rows={2} maxLength={1000} value={form.description} onChange={(e) => set({ description: e.target.value })} />
      </Field>
      <Field id={id('access')} label="Who may download it" error={errors.access}>
        <Select value={form.access} onChange={(e) => set({ access: e.target.value as ResourceForm['access'] })}>
          <option value="public">Everyone</option>
          <option value="enrolled">Students enrolled in a course</option>
        </Select>
      </Field>
      {form.access === 'enrolled' && (
        <Field id={id('course')} label="Course" error={errors.courseId}>
          <Select value={form.courseId ?? ''} onChange={(e) => set({ courseId: e.target.value ? Number(e.target.value) : null })}>
            <option value="">Choose the course</option>
            {options?.courses.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </Select>
        </Field>
      )}
    </div>
  );
}

export const FILE_ACCEPT = '.pdf,.xlsx,.docx,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg';
