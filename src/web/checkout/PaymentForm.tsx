import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { BD_MOBILE_PATTERN } from '../../contracts/cart-schemas';
import { normaliseTrxId, SCREENSHOT_MAX_BYTES, TRX_ID_PATTERN, type PaymentMethodCode } from '../../contracts/commerce-schemas';
import { SCREENSHOT_TYPES, checkoutApi } from './checkout-api';
import { LoadError } from '../components/LoadError';
import { TextField } from '../components/TextField';
import { PaymentMethodPicker } from './PaymentMethodPicker';

export type PaymentValues = { method: PaymentMethodCode; sender: string; trxId: string; screenshot: File | null };
type Errors = Partial<Record<'method' | 'sender' | 'trxId' | 'screenshot', string>>;

type Props = {
  totalPaisa: number;
  busy: boolean;
  /** Field errors the server gave (e.g. a transaction ID already used). */
  serverErrors: Errors;
  onSubmit: (values: PaymentValues) => void;
};

export function screenshotProblem(file: File): string | null {
  if (!SCREENSHOT_TYPES.includes(file.type)) return 'Choose a PNG, JPEG or WebP image.';
  if (file.size > SCREENSHOT_MAX_BYTES) return 'The screenshot must be 5 MB or smaller.';
  return null;
}

/** How the student paid: method, sender, transaction ID and an optional screenshot, checked here before sending. */
export function PaymentForm({ totalPaisa, busy, serverErrors, onSubmit }: Props) {
  const methods = useQuery({ queryKey: ['payment-methods'], queryFn: checkoutApi.methods, staleTime: 60_000 });
  const [picked, setMethod] = useState<PaymentMethodCode | null>(null);
  // The first method is chosen from the start, so its number and steps show without a click.
  const method = picked ?? methods.data?.[0]?.code ?? null;
  const [sender, setSender] = useState('');
  const [trxId, setTrxId] = useState('');
  const [screenshot, setScreenshot] = useState<File | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const shown = { ...errors, ...serverErrors };
  const bank = method === 'bank';

  function submit(event: FormEvent) {
    event.preventDefault();
    const next: Errors = {};
    if (!method) next.method = 'Choose how you paid.';
    const cleanSender = bank ? sender.trim() : sender.replace(/[\s-]/g, '').replace(/^\+?88/, '');
    if (bank ? cleanSender.length < 3 || cleanSender.length > 60 : !BD_MOBILE_PATTERN.test(cleanSender))
      next.sender = bank ? 'Enter the account or bank you paid from.' : 'Enter the 11-digit mobile number you paid from, like 01712345678.';
    if (!TRX_ID_PATTERN.test(normaliseTrxId(trxId))) next.trxId = 'Enter the transaction ID from your payment message (6 to 30 letters and digits).';
    if (screenshot) next.screenshot = screenshotProblem(screenshot) ?? undefined;
    setErrors(next);
    if (Object.values(next).some(Boolean) || !method) return;
    onSubmit({ method, sender: cleanSender, trxId: normaliseTrxId(trxId), screenshot });
  }

  if (methods.isError) return <LoadError what="the payment methods" onRetry={() => void methods.refetch()} />;
  return (
    <form onSubmit={submit} noValidate aria-label="Payment" className="space-y-6">
      <div>
        <h2 className="text-lg font-bold text-ink">1. Send the payment</h2>
        <p className="mt-1 text-sm text-slate-600">Choose a mobile wallet or bank transfer, send the exact amount, then tell us how you paid.</p>
        <div className="mt-4">
          {methods.data ? <PaymentMethodPicker methods={methods.data} selected={method} onSelect={setMethod} totalPaisa={totalPaisa} /> : <p className="text-slate-500">Loading payment methods…</p>}
        </div>
        {shown.method && (
          <p role="alert" className="mt-2 text-sm font-medium text-red-700">
            {shown.method}
          </p>
        )}
      </div>
      <div className="space-y-4">
        <h2 className="text-lg font-bold text-ink">2. Tell us how you paid</h2>
        <TextField
          label={bank ? 'Account or bank you paid from' : 'Number you paid from'}
          name="sender"
          inputMode={bank ? 'text' : 'tel'}
          autoComplete={bank ? 'off' : 'tel'}
          placeholder={bank ? 'e.g. City Bank, A/C ending 4821' : '01XXXXXXXXX'}
          value={sender}
          onChange={(e) => setSender(e.target.value)}
          error={shown.sender}
        />
        <TextField
          label={bank ? 'Bank reference number' : 'Transaction ID (TrxID)'}
          name="trxId"
          autoCapitalize="characters"
          placeholder="e.g. 9C7A1B2XYZ"
          value={trxId}
          onChange={(e) => setTrxId(e.target.value)}
          error={shown.trxId}
          hint="It is in the confirmation SMS or the app's transaction history."
        />
        <div>
          <label htmlFor="screenshot" className="block text-sm font-semibold text-ink">
            Screenshot of the payment <span className="font-normal text-slate-500">(optional, PNG, JPEG or WebP up to 5 MB)</span>
          </label>
          <input
            id="screenshot"
            type="file"
            accept={SCREENSHOT_TYPES.join(',')}
            onChange={(e) => {
              const file = e.target.files?.[0] ?? null;
              setScreenshot(file);
              setErrors((prev) => ({ ...prev, screenshot: file ? (screenshotProblem(file) ?? undefined) : undefined }));
            }}
            className="mt-1.5 block w-full text-sm text-slate-700 file:mr-4 file:rounded-full file:border-0 file:bg-brand-50 file:px-4 file:py-2 file:font-semibold file:text-brand-800 hover:file:bg-brand-100"
          />
          {shown.screenshot && (
            <p role="alert" className="mt-1.5 text-sm font-medium text-red-700">
              {shown.screenshot}
            </p>
          )}
        </div>
      </div>
      <button
        type="submit"
        disabled={busy}
        className="flex h-12 w-full items-center justify-center rounded-full bg-brand-700 font-bold text-white shadow-sm hover:bg-brand-800 disabled:cursor-wait disabled:opacity-60"
      >
        {busy ? 'Sending…' : 'Submit payment for review'}
      </button>
    </form>
  );
}
