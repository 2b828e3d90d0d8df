import { useState, type FormEvent } from 'react';
import type { AdminPaymentMethod } from '../../../contracts/payments-admin-schemas';
import { usePaymentMethods, useSavePaymentMethod } from './payments-api';
import { errorText } from '../../api/error-text';
import { FormAlert } from '../../components/FormAlert';
import { PageMeta } from '../../components/PageMeta';
import { formatRelative } from '../../format/dates';
import { showSuccessToast } from '../../toast/toaster-ready';
import { Badge } from '../ui/Badge';
import { Button } from '../ui/Button';
import { Field } from '../ui/Field';
import { Input } from '../ui/Input';
import { Loaded } from '../ui/Loaded';
import { TextArea } from '../ui/TextArea';
import { PaymentsFrame } from './PaymentsFrame';

/** The ways students can pay, as checkout shows them. */
export default function MethodsScreen() {
  const methods = usePaymentMethods();
  return (
    <PaymentsFrame intro="What checkout shows for each way to pay. A disabled method disappears from checkout at once.">
      <PageMeta title="Payment methods" />
      <Loaded query={methods} what="the payment methods">
        {(data) => (
          <div className="mt-6 grid gap-6 xl:grid-cols-2">
            {data.methods.map((m) => (
              <MethodForm key={m.code} method={m} />
            ))}
          </div>
        )}
      </Loaded>
    </PaymentsFrame>
  );
}

function MethodForm({ method }: { method: AdminPaymentMethod }) {
  const save = useSavePaymentMethod();
  const [values, setValues] = useState({ ...method });
  const [problem, setProblem] = useState<string | null>(null);
  // A newer save fills the form with what was stored, rather than drawing it anew: the Save just pressed keeps the focus.
  const [shown, setShown] = useState(method.updatedAt);
  if (method.updatedAt !== shown) {
    setShown(method.updatedAt);
    setValues({ ...method });
  }
  const id = (field: string) => `method-${method.code}-${field}`;
  const set = (field: keyof AdminPaymentMethod) => (e: { target: { value: string } }) => setValues({ ...values, [field]: e.target.value });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!values.label.trim() || !values.accountName.trim() || !values.accountNumber.trim() || !values.instructions.trim()) {
      return setProblem('Fill in the label, account name, number and instructions: students need all four to pay.');
    }
    setProblem(null);
    try {
      await save.mutateAsync({
        code: method.code,
        input: {
          label: values.label,
          accountName: values.accountName,
          accountNumber: values.accountNumber,
          instructions: values.instructions,
          enabled: values.enabled,
          position: Number(values.position) || 0,
        },
      });
      void showSuccessToast(`Saved ${values.label}. Checkout shows the change now.`);
    } catch (caught) {
      setProblem(errorText(caught));
    }
  }

  return (
    <form noValidate onSubmit={submit} aria-label={`${method.label} settings`} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6" data-method={method.code}>
      <div className="flex items-center justify-between gap-3">
        <h2 className="text-base font-bold text-ink">{method.label}</h2>
        {method.enabled ? <Badge tone="green">Offered at checkout</Badge> : <Badge tone="slate">Disabled</Badge>}
      </div>
      <p className="mt-1 text-xs text-slate-500">Last changed {formatRelative(method.updatedAt)}</p>
      {problem && (
        <div className="mt-4">
          <FormAlert>{problem}</FormAlert>
        </div>
      )}
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <Field id={id('label')} label="Label">
          <Input value={values.label} maxLength={60} onChange={set('label')} />
        </Field>
        <Field id={id('position')} label="Position at checkout">
          <Input type="number" min={0} max={100} value={values.position} onChange={set('position')} />
        </Field>
        <Field id={id('name')} label="Account name">
          <Input value={values.accountName} maxLength={120} onChange={set('accountName')} />
        </Field>
        <Field id={id('number')} label={method.code === 'bank' ? 'Account, branch and routing' : 'Merchant number'}>
          <Input value={values.accountNumber} maxLength={200} onChange={set('accountNumber')} className="font-mono" />
        </Field>
        <Field
          id={id('instructions')}
          className="sm:col-span-2"
          label={
            <>
              Instructions <span className="font-normal text-slate-500">(Markdown: numbered steps work well)</span>
            </>
          }
        >
          <TextArea rows={5} value={values.instructions} maxLength={4000} onChange={set('instructions')} className="font-mono" />
        </Field>
      </div>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <label className="inline-flex items-center gap-2 text-sm font-semibold text-ink">
          <input type="checkbox" checked={values.enabled} onChange={(e) => setValues({ ...values, enabled: e.target.checked })} className="h-4 w-4" />
          Offer at checkout
        </label>
        <Button type="submit" variant="primary" busy={save.isPending} busyLabel="Saving…">
          Save
        </Button>
      </div>
    </form>
  );
}
