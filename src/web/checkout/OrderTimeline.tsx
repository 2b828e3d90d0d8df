import { CheckCircle2, Circle, Clock, XCircle } from 'lucide-react';
import type { Order } from '../../contracts/commerce-schemas';
import { formatDateTime } from '../format/dates';

type Step = { label: string; detail: string; state: 'done' | 'current' | 'todo' | 'failed' };

/** Submitted, being checked, then approved or rejected. */
export function OrderTimeline({ order }: { order: Order }) {
  const reviewed = order.reviewedAt ? formatDateTime(order.reviewedAt) : '';
  const steps: Step[] = [
    { label: 'Submitted', detail: formatDateTime(order.createdAt), state: 'done' },
    {
      label: 'Being checked',
      detail: order.status === 'submitted' ? 'We match your payment with the statement, usually within a few hours.' : 'Checked',
      state: order.status === 'submitted' ? 'current' : 'done',
    },
    order.status === 'rejected'
      ? { label: 'Not approved', detail: reviewed, state: 'failed' }
      : { label: 'Approved, courses open', detail: order.status === 'approved' ? reviewed : 'Next', state: order.status === 'approved' ? 'done' : 'todo' },
  ];
  return (
    <ol className="grid gap-4 sm:grid-cols-3" aria-label="Order progress">
      {steps.map((step) => {
        const Icon = step.state === 'done' ? CheckCircle2 : step.state === 'current' ? Clock : step.state === 'failed' ? XCircle : Circle;
        const tone = { done: 'text-brand-700', current: 'text-amber-600', failed: 'text-red-600', todo: 'text-slate-400' }[step.state];
        return (
          <li key={step.label} className="flex gap-3 rounded-xl border border-slate-200 bg-white p-4" aria-current={step.state === 'current' ? 'step' : undefined}>
            <Icon aria-hidden="true" className={`h-6 w-6 shrink-0 ${tone}`} />
            <div>
              <p className="font-bold text-ink">{step.label}</p>
              <p className="text-sm text-slate-600">{step.detail}</p>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
