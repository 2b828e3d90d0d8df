import { Tag, AlertTriangle, X } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import type { CouponState } from '../../contracts/cart-schemas';
import { errorText } from '../api/error-text';

type Props = {
  coupon: CouponState | null;
  onApply: (code: string) => Promise<void>;
  onRemove: () => Promise<void>;
};

/** Apply or remove a coupon; a refused code says why under the field. */
export function CouponField({ coupon, onApply, onRemove }: Props) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function run(action: () => Promise<void>) {
    setBusy(true);
    setError(null);
    try {
      await action();
      setCode('');
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!code.trim()) return setError('Enter a coupon code.');
    void run(() => onApply(code.trim()));
  }

  if (coupon) {
    const applied = coupon.status === 'applied';
    return (
      <div className={`rounded-xl border px-4 py-3 text-sm ${applied ? 'border-brand-200 bg-brand-50' : 'border-amber-200 bg-amber-50'}`} data-testid="coupon-state">
        <div className="flex items-center gap-2">
          <Tag aria-hidden="true" className="h-4 w-4 text-brand-700" />
          <span className="font-bold tracking-wide">{coupon.code}</span>
          <button
            type="button"
            onClick={() => void run(onRemove)}
            disabled={busy}
            className="ml-auto inline-flex items-center gap-1 font-semibold text-slate-600 hover:text-red-700"
            aria-label="Remove coupon"
          >
            <X aria-hidden="true" className="h-4 w-4" /> Remove
          </button>
        </div>
        <p className="mt-1 text-slate-700">{applied ? (coupon.description ?? coupon.message) : coupon.message}</p>
        {applied && coupon.caution && (
          <p className="mt-2 flex gap-2 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-amber-950" data-testid="coupon-caution">
            <AlertTriangle aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-amber-700" />
            <span>
              <span className="font-semibold">The discount is not guaranteed. </span>
              {coupon.caution}
            </span>
          </p>
        )}
        {error && <p className="mt-1 text-red-700">{error}</p>}
      </div>
    );
  }
  return (
    <form onSubmit={submit} noValidate aria-label="Coupon">
      <label htmlFor="coupon" className="text-sm font-semibold text-ink">
        Coupon code
      </label>
      <div className="mt-1.5 flex gap-2">
        <input
          id="coupon"
          value={code}
          onChange={(e) => setCode(e.target.value)}
          placeholder="e.g. WELCOME10"
          autoCapitalize="characters"
          className="h-11 min-w-0 flex-1 rounded-lg border border-slate-300 px-3 uppercase placeholder:normal-case focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'coupon-error' : undefined}
        />
        <button type="submit" disabled={busy} className="h-11 rounded-lg border-2 border-brand-700 px-4 font-bold text-brand-700 hover:bg-brand-50 disabled:opacity-50">
          Apply
        </button>
      </div>
      {error && (
        <p id="coupon-error" role="alert" className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      )}
    </form>
  );
}
