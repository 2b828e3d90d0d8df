import { useState, type FormEvent } from 'react';
import type { EnrollmentList } from '../../../contracts/payments-admin-schemas';
import { errorText } from '../../api/error-text';
import { useEnrollmentAction } from './payments-api';
import { FormAlert } from '../../components/FormAlert';
import { formatTaka } from '../../format/money';
import { showSuccessToast } from '../../toast/toaster-ready';
import { parseTaka } from '../parse-taka';
import { Button } from '../ui/Button';
import { Field } from '../ui/Field';
import { Input } from '../ui/Input';
import { Panel } from '../ui/Panel';
import { SelectField } from '../ui/SelectField';

/** Enrolls a student who paid at the office or by another route; the server records it as a manual order. */
export function ManualEnrollForm({ courses, onDone }: { courses: EnrollmentList['courses']; onDone: () => void }) {
  const action = useEnrollmentAction();
  const [email, setEmail] = useState('');
  const [courseSlug, setCourseSlug] = useState('');
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const course = courses.find((c) => c.slug === courseSlug);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const paisa = amount.trim() === '' ? 0 : parseTaka(amount);
    if (!email.includes('@')) return setProblem('Enter the student’s account email.');
    if (!courseSlug) return setProblem('Choose the course.');
    if (paisa === null) return setProblem('Enter the amount received in taka, like 2500, or leave it empty for none.');
    setProblem(null);
    try {
      const enrollment = await action.mutateAsync({ kind: 'create', input: { email: email.trim(), courseSlug, amountPaisa: paisa, note: note.trim() || undefined } });
      void showSuccessToast(`${enrollment.student.name} is enrolled in ${enrollment.course.title}. We emailed them.`);
      setEmail('');
      setAmount('');
      setNote('');
      onDone();
    } catch (caught) {
      setProblem(errorText(caught));
    }
  }

  return (
    <Panel title="Enroll a student manually" className="mt-6">
      <form noValidate onSubmit={submit} aria-label="Enroll a student manually" className="grid gap-4 md:grid-cols-2">
        <p className="text-sm text-slate-600 md:col-span-2">
          For payments made outside the site, such as cash at the office. The student gets access at once and an email; the payment is recorded as an approved order.
        </p>
        {problem && (
          <div className="md:col-span-2">
            <FormAlert>{problem}</FormAlert>
          </div>
        )}
        <Field id="enroll-email" label="Student’s email">
          <Input type="email" autoComplete="off" autoFocus value={email} onChange={(e) => setEmail(e.target.value)} placeholder="student@example.com" />
        </Field>
        <SelectField
          id="enroll-course"
          label="Course"
          value={courseSlug}
          choices={[['', 'Choose a course…'], ...courses.map((c) => [c.slug, `${c.title} (${formatTaka(c.pricePaisa)})`] as const)]}
          onChange={setCourseSlug}
        />
        <Field id="enroll-amount" label="Amount received (Tk)">
          <Input inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} placeholder={course ? String(course.pricePaisa / 100) : '0'} />
        </Field>
        <Field
          id="enroll-note"
          label={
            <>
              Note <span className="font-normal text-slate-500">(for admins)</span>
            </>
          }
        >
          <Input maxLength={500} value={note} onChange={(e) => setNote(e.target.value)} placeholder="e.g. Cash, receipt no. 1042" />
        </Field>
        <div className="flex gap-2 md:col-span-2">
          <Button type="submit" variant="primary" busy={action.isPending} busyLabel="Enrolling…">
            Enroll student
          </Button>
          <Button onClick={onDone}>Cancel</Button>
        </div>
      </form>
    </Panel>
  );
}
