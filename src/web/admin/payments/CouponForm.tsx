import { useState, type FormEvent } from 'react';
import { createCouponSchema, updateCouponSchema, type AdminCoupon } from '../../../contracts/payments-admin-schemas';
import { errorText } from '../../api/error-text';
import { useSaveCoupon } from './payments-api';
import { FormAlert } from '../../components/FormAlert';
import { showSuccessToast } from '../../toast/toaster-ready';
import { parseTaka } from '../parse-taka';
import { Button } from '../ui/Button';
import { Field } from '../ui/Field';
import { schemaFieldErrors, serverFieldErrors, type FieldErrors } from '../ui/field-errors';
import { Input } from '../ui/Input';
import { SelectField } from '../ui/SelectField';

const KIND_CHOICES = [
  ['percent', 'Percent'],
  ['fixed', 'Taka off'],
] as const;
const hint = (text: string) => <span className="font-normal text-slate-500">({text})</span>;

/** Creates a coupon, or edits one (its code, kind and amount stay: orders quote them). */
export function CouponForm({ coupon, courses, onDone }: { coupon: AdminCoupon | null; courses: { slug: string; title: string }[]; onDone: () => void }) {
  const save = useSaveCoupon();
  const [code, setCode] = useState(coupon?.code ?? '');
  const [description, setDescription] = useState(coupon?.description ?? '');
  const [kind, setKind] = useState<'percent' | 'fixed'>(coupon?.kind ?? 'percent');
  const [amount, setAmount] = useState(coupon ? String(coupon.kind === 'fixed' ? coupon.amount / 100 : coupon.amount) : '');
  const [expiresOn, setExpiresOn] = useState(coupon?.expiresAt ? new Date(new Date(coupon.expiresAt).getTime() + 6 * 3600_000).toISOString().slice(0, 10) : '');
  const [limit, setLimit] = useState(coupon?.usageLimit ? String(coupon.usageLimit) : '');
  const [slugs, setSlugs] = useState<string[]>(coupon?.courseSlugs ?? []);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const id = coupon ? `coupon-${coupon.id}` : 'coupon';

  /** What the browser can tell before the schema: whether the amounts typed are numbers at all. */
  function typed(): { limit: number | null; amount: number | null; errors: FieldErrors } {
    const found: FieldErrors = {};
    const limitValue = limit.trim() ? Number(limit) : null;
    if (limitValue !== null && !(Number.isInteger(limitValue) && limitValue > 0)) found.usageLimit = 'The usage limit is a whole number of uses, or empty for no limit.';
    const value = coupon ? null : kind === 'percent' ? Number(amount) : parseTaka(amount);
    // The schema's own words for a percentage, which it states only for the upper end.
    if (!coupon && kind === 'percent' && !(Number.isInteger(value) && value! >= 1)) found.amount = 'A percentage is 1 to 100.';
    if (!coupon && kind === 'fixed' && (value === null || value < 100)) found.amount = 'Enter the amount off in taka, at least Tk 1.';
    return { limit: limitValue, amount: value, errors: found };
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const first = typed();
    const common = { description, expiresOn: expiresOn || null, usageLimit: first.limit, courseSlugs: slugs };
    const input = coupon ? common : { code, kind, amount: first.amount ?? 0, ...common };
    const found = { ...schemaFieldErrors(coupon ? updateCouponSchema : createCouponSchema, input), ...first.errors };
    setErrors(found);
    setProblem(null);
    if (Object.keys(found).length) return;
    try {
      if (coupon) {
        await save.mutateAsync({ id: coupon.id, input: { ...common, description: description.trim() } });
        void showSuccessToast(`Saved ${coupon.code}.`);
      } else {
        const upper = code.trim().toUpperCase();
        await save.mutateAsync({ id: null, input: { ...common, description: description.trim(), code: upper, kind, amount: first.amount! } });
        void showSuccessToast(`Created ${upper}. Students can use it now.`);
      }
      onDone();
    } catch (caught) {
      setErrors(serverFieldErrors(caught));
      setProblem(errorText(caught));
    }
  }

  return (
    <form noValidate onSubmit={submit} aria-label={coupon ? `Edit ${coupon.code}` : 'New coupon'} className="grid gap-4 md:grid-cols-2">
      {problem && (
        <div className="md:col-span-2">
          <FormAlert>{problem}</FormAlert>
        </div>
      )}
      {!coupon && (
        <>
          <Field id={`${id}-code`} label="Code" error={errors.code}>
            <Input value={code} maxLength={30} onChange={(e) => setCode(e.target.value.toUpperCase())} placeholder="EID2026" className="font-mono uppercase" />
          </Field>
          <div className="grid grid-cols-[8rem_1fr] gap-2">
            <SelectField id={`${id}-kind`} label="Discount" value={kind} choices={KIND_CHOICES} onChange={(value) => setKind(value as 'percent' | 'fixed')} />
            <Field id={`${id}-amount`} label={kind === 'percent' ? 'Percent off' : 'Taka off'} error={errors.amount}>
              <Input inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} placeholder={kind === 'percent' ? '10' : '500'} />
            </Field>
          </div>
        </>
      )}
      <Field id={`${id}-description`} label="Description" error={errors.description} className="md:col-span-2">
        <Input value={description} maxLength={200} onChange={(e) => setDescription(e.target.value)} placeholder="What it is for" />
      </Field>
      <Field id={`${id}-expiry`} label={<>Last day {hint('empty: no expiry')}</>} error={errors.expiresOn}>
        <Input type="date" value={expiresOn} onChange={(e) => setExpiresOn(e.target.value)} />
      </Field>
      <Field id={`${id}-limit`} label={<>Usage limit {hint('empty: no limit')}</>} error={errors.usageLimit}>
        <Input inputMode="numeric" value={limit} onChange={(e) => setLimit(e.target.value)} />
      </Field>
      <fieldset className="md:col-span-2">
        <legend className="block text-sm font-semibold text-ink">Courses {hint('none ticked: every course')}</legend>
        <div className="mt-2 grid max-h-48 gap-1 overflow-y-auto rounded-xl border border-slate-200 p-2 sm:grid-cols-2">
          {courses.map((c) => (
            <label key={c.slug} className="flex items-center gap-2 rounded-lg px-2 py-1 text-sm hover:bg-slate-50">
              <input type="checkbox" checked={slugs.includes(c.slug)} onChange={(e) => setSlugs(e.target.checked ? [...slugs, c.slug] : slugs.filter((s) => s !== c.slug))} />
              <span className="truncate">{c.title}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex gap-2 md:col-span-2">
        <Button type="submit" variant="primary" busy={save.isPending}>
          {coupon ? 'Save changes' : 'Create coupon'}
        </Button>
        <Button onClick={onDone}>Cancel</Button>
      </div>
    </form>
  );
}
