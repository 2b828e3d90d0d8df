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
      <div role="radiogroup" aria-label="Payment method" className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {methods.map((m) => {
          const active = m.code === selected;
          return (
            <button
              key={m.code}
              type="button"
              role="radio"
              aria-checked={active}
              onClick={() => onSelect(m.code)}
              className={`flex h-16 items-center gap-3 rounded-xl border-2 px-3 text-left font-bold transition ${active ? 'border-brand-700 bg-brand-50 text-brand-900' : 'border-slate-200 bg-white text-ink hover:border-brand-300'}`}
            >
              <span aria-hidden="true" className={`flex h-9 w-9 shrink-0 items-center justify-center rounded-lg text-sm text-white ${BRAND[m.code]}`}>
                {m.label.slice(0, 1)}
              </span>
              {m.label}
            </button>
          );
        })}
      </div>
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
    <button type="button" onClick={() => void copy()} className="inline-flex h-10 items-center gap-1.5 rounded-full border border-slate-300 px-4 text-sm font-semibold text-ink hover:border-brand-600 hover:text-brand-700">
      {copied ? <Check aria-hidden="true" className="h-4 w-4" /> : <Copy aria-hidden="true" className="h-4 w-4" />}
      {copied ? 'Copied' : 'Copy'}
    </button>
  );
}
