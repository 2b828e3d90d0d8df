import { useState } from 'react';
import type { Order } from '../../contracts/commerce-schemas';
import { checkoutApi, SCREENSHOT_TYPES } from './checkout-api';
import { screenshotProblem } from './PaymentForm';
import { errorText } from '../api/error-text';

/** Attach or replace the payment screenshot while the order waits for review. */
export function ScreenshotAttach({ order, onDone }: { order: Order; onDone: (order: Order) => void }) {
  const [message, setMessage] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  async function upload(file: File) {
    const problem = screenshotProblem(file);
    if (problem) return setMessage({ tone: 'error', text: problem });
    setBusy(true);
    try {
      onDone(await checkoutApi.attachScreenshot(order.reference, file));
      setMessage({ tone: 'ok', text: 'Screenshot attached. Thank you.' });
    } catch (error) {
      setMessage({ tone: 'error', text: errorText(error) });
    } finally {
      setBusy(false);
    }
  }
  return (
    <div>
      <label htmlFor="order-screenshot" className="block text-sm font-semibold text-ink">
        {order.hasScreenshot ? 'Replace the payment screenshot' : 'Attach a payment screenshot'} <span className="font-normal text-slate-500">(PNG, JPEG or WebP up to 5 MB)</span>
      </label>
      <input
        id="order-screenshot"
        type="file"
        disabled={busy}
        accept={SCREENSHOT_TYPES.join(',')}
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file) void upload(file);
        }}
        className="mt-1.5 block w-full text-sm text-slate-700 file:mr-4 file:rounded-full file:border-0 file:bg-brand-50 file:px-4 file:py-2 file:font-semibold file:text-brand-800"
      />
      {message && (
        <p role={message.tone === 'error' ? 'alert' : 'status'} className={`mt-1.5 text-sm ${message.tone === 'error' ? 'text-red-700' : 'text-brand-700'}`}>
          {message.text}
        </p>
      )}
    </div>
  );
}
