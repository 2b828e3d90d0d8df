import type { ContentOptions } from '../../../../contracts/studio-content-schemas';
import { described, Field, INPUT, TEXTAREA } from '../content/parts';

export type ResourceForm = { title: string; description: string; subjectId: number | null; access: 'public' | 'enrolled'; courseId: number | null };

/** Title, description, paper and who may download: the same fields for a new file and an existing one. */
export function ResourceFields({ form, set, options, errors, prefix }: { form: ResourceForm; set: (change: Partial<ResourceForm>) => void; options: ContentOptions | undefined; errors: Record<string, string>; prefix: string }) {
  const id = (name: string) => `${prefix}-${name}`;
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <Field id={id('title')} label="Title" error={errors.title}>
        <input {...described(id('title'), undefined, errors.title)} className={INPUT} value={form.title} maxLength={200} onChange={(e) => set({ title: e.target.value })} />
      </Field>
      <Field id={id('paper')} label="Paper" error={errors.subjectId}>
        <select {...described(id('paper'), undefined, errors.subjectId)} className={INPUT} value={form.subjectId ?? ''} onChange={(e) => set({ subjectId: e.target.value ? Number(e.target.value) : null })}>
          <option value="">Choose a paper</option>
          {options?.subjects.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </select>
      </Field>
      <div className="md:col-span-2">
        <Field id={id('description')} label="Description" error={errors.description}>
          <textarea {...described(id('description'), undefined, errors.description)} className={TEXTAREA} rows={2} maxLength={1000} value={form.description} onChange={(e) => set({ description: e.target.value })} />
        </Field>
      </div>
      <Field id={id('access')} label="Who may download it" error={errors.access}>
        <select {...described(id('access'), undefined, errors.access)} className={INPUT} value={form.access} onChange={(e) => set({ access: e.target.value as ResourceForm['access'] })}>
          <option value="public">Everyone</option>
          <option value="enrolled">Students enrolled in a course</option>
        </select>
      </Field>
      {form.access === 'enrolled' && (
        <Field id={id('course')} label="Course" error={errors.courseId}>
          <select {...described(id('course'), undefined, errors.courseId)} className={INPUT} value={form.courseId ?? ''} onChange={(e) => set({ courseId: e.target.value ? Number(e.target.value) : null })}>
            <option value="">Choose the course</option>
            {options?.courses.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </Field>
      )}
    </div>
  );
}

/** "1.2 MB" */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} kB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

export const FILE_ACCEPT = '.pdf,.xlsx,.docx,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg';
