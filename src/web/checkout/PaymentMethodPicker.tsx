import { Check, Copy } from 'lucide-react';
import { useState } from 'react';
import type { PaymentMethod, PaymentMethodCode } from '../../contracts/commerce-schemas';
import { formatTaka } from '../format/money';
import { Markdown } from '../markdown/Markdown';

const BRAND: Record<PaymentMethodCode, string> = {
  bkash: 'bg-pink-600',
  nagad: 'bg-orange-500',
  rocket: 'bg-violet-700',
  bank: 'bg-slate-700',
};

type Props = { methods: PaymentMethod[]; selected: PaymentMethodCode | null; onSelect: (code: PaymentMethodCode) => void; totalPaisa: number };

/** The methods as cards; the chosen one shows where to send the money, the exact amount and its steps. */
export function PaymentMethodPicker({ methods, selected, onSelect, totalPaisa }: Props) {
  const method = methods.find((m) => m.code === selected) ?? null;
  return (
    <div>
      {/* Native radios: one Tab stop for the group, arrow keys move the choice (and show its details). */}
      <fieldset>
        <legend className="sr-only">Payment method</legend>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {methods.map((m) => (
            <label
              key={m.code}
              className="flex min-h-16 cursor-pointer items-center gap-2 rounded-xl border-2 border-slate-200 bg-white px-3 py-2 font-bold text-ink transition hover:border-brand-300 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:checked]:text-brand-900 has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent-500"
            >
              <input
                type="radio"
                name="payment-method"
                value={m.code}
                checked={m.code === selected}
                onChange={() => onSelect(m.code)}
                // The card carries the focus ring; the dot keeps the control recognisable as a choice.
                className="h-4 w-4 shrink-0 accent-brand-700 focus-visible:outline-none"
              />
              <span aria-hidden="true" className={`hidden h-8 w-8 shrink-0 sm:flex items-center justify-center rounded-lg text-sm text-white ${BRAND[m.code]}`}>
                {m.label.slice(0, 1)}
              </span>
              <span className="min-w-0 text-sm leading-tight">{m.label}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {method && (
        <div className="mt-5 rounded-2xl border border-slate-200 bg-slate-50 p-5" data-testid="method-details">
          <p className="text-sm text-slate-600">Send exactly</p>
          <p className="text-4xl font-extrabold tracking-tight text-ink" data-testid="amount-to-send">
            {formatTaka(totalPaisa)}
          </p>
          <div className="mt-4 flex flex-wrap items-center gap-3 rounded-xl bg-white px-4 py-3 shadow-sm">
            <div className="min-w-0 flex-1">
              <p className="text-xs font-semibold uppercase tracking-wide text-slate-500">{method.code === 'bank' ? 'Account' : `${method.label} merchant number`}</p>
              <p className="break-words font-mono text-lg font-bold text-ink">{method.accountNumber}</p>
              <p className="text-sm text-slate-600">{method.accountName}</p>
            </div>
            <CopyButton value={method.accountNumber} />
          </div>
          <Markdown source={method.instructions} className="mt-4 text-sm text-slate-700" />
        </div>
      )}
    </div>
  );
}

function CopyButton({ value }: { value: string }) {
  const [copied, setCopied] = useState(false);
  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      window.setTimeout(() => setCopied(false), 2000);
    } catch {
      window.prompt('Copy this number', value);
    }
  }
  return (
    <button
      type="button"
      onClick={() => void copy()}
      className="inline-flex h-10 items-center gap-1.5 rounded-full border border-slate-300 px-4 text-sm font-semibold text-ink hover:border-brand-600 hover:text-brand-700"
    >
      {copied ? <Check aria-hidden="true" className="h-4 w-4" /> : <Copy aria-hidden="true" className="h-4 w-4" />}
      {copied ? 'Copied' : 'Copy'}
    </button>
  );
}
