import { useState, type FormEvent } from 'react';
import type { AdminCoupon } from '../../../contracts/payments-admin-schemas';
import { useSaveCoupon } from './payments-api';
import { FormAlert } from '../../components/FormAlert';
import { showSuccessToast } from '../../toast/toaster-ready';
import { errorMessage, INPUT, LABEL, parseTaka, PRIMARY, QUIET } from './parts';

const CODE = /^[A-Z0-9-]{3,30}$/;

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
  const [problem, setProblem] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const upper = code.trim().toUpperCase();
    const limitValue = limit.trim() ? Number(limit) : null;
    if (!coupon && !CODE.test(upper)) return setProblem('The code must be 3 to 30 letters, digits or dashes.');
    if (!description.trim()) return setProblem('Describe the coupon for other admins.');
    if (limitValue !== null && !(Number.isInteger(limitValue) && limitValue > 0)) return setProblem('The usage limit is a whole number of uses, or empty for no limit.');
    const common = { description: description.trim(), expiresOn: expiresOn || null, usageLimit: limitValue, courseSlugs: slugs };
    setProblem(null);
    try {
      if (coupon) {
        await save.mutateAsync({ id: coupon.id, input: common });
        void showSuccessToast(`Saved ${coupon.code}.`);
      } else {
        const value = kind === 'percent' ? Number(amount) : parseTaka(amount);
        if (kind === 'percent' && !(Number.isInteger(value) && value! >= 1 && value! <= 100)) return setProblem('A percentage is a whole number from 1 to 100.');
        if (kind === 'fixed' && (value === null || value < 100)) return setProblem('Enter the amount off in taka, at least Tk 1.');
        await save.mutateAsync({ id: null, input: { code: upper, kind, amount: value!, ...common } });
        void showSuccessToast(`Created ${upper}. Students can use it now.`);
      }
      onDone();
    } catch (caught) {
      setProblem(errorMessage(caught));
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
          <div>
            <label htmlFor="coupon-code" className={LABEL}>
              Code
            </label>
            <input id="coupon-code" value={code} maxLength={30} onChange={(e) => setCode(e.target.value.toUpperCase())} placeholder="EID2026" className={`${INPUT} mt-1.5 font-mono uppercase`} />
          </div>
          <div className="grid grid-cols-[8rem_1fr] gap-2">
            <div>
              <label htmlFor="coupon-kind" className={LABEL}>
                Discount
              </label>
              <select id="coupon-kind" value={kind} onChange={(e) => setKind(e.target.value as 'percent' | 'fixed')} className={`${INPUT} mt-1.5`}>
                <option value="percent">Percent</option>
                <option value="fixed">Taka off</option>
              </select>
            </div>
            <div>
              <label htmlFor="coupon-amount" className={LABEL}>
                {kind === 'percent' ? 'Percent off' : 'Taka off'}
              </label>
              <input id="coupon-amount" inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} placeholder={kind === 'percent' ? '10' : '500'} className={`${INPUT} mt-1.5`} />
            </div>
          </div>
        </>
      )}
      <div className="md:col-span-2">
        <label htmlFor="coupon-description" className={LABEL}>
          Description
        </label>
        <input id="coupon-description" value={description} maxLength={200} onChange={(e) => setDescription(e.target.value)} placeholder="What it is for" className={`${INPUT} mt-1.5`} />
      </div>
      <div>
        <label htmlFor="coupon-expiry" className={LABEL}>
          Last day <span className="font-normal text-slate-500">(empty: no expiry)</span>
        </label>
        <input id="coupon-expiry" type="date" value={expiresOn} onChange={(e) => setExpiresOn(e.target.value)} className={`${INPUT} mt-1.5`} />
      </div>
      <div>
        <label htmlFor="coupon-limit" className={LABEL}>
          Usage limit <span className="font-normal text-slate-500">(empty: no limit)</span>
        </label>
        <input id="coupon-limit" inputMode="numeric" value={limit} onChange={(e) => setLimit(e.target.value)} className={`${INPUT} mt-1.5`} />
      </div>
      <fieldset className="md:col-span-2">
        <legend className={LABEL}>Courses <span className="font-normal text-slate-500">(none ticked: every course)</span></legend>
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
        <button type="submit" disabled={save.isPending} className={PRIMARY}>
          {coupon ? 'Save changes' : 'Create coupon'}
        </button>
        <button type="button" onClick={onDone} className={QUIET}>
          Cancel
        </button>
      </div>
    </form>
  );
}
