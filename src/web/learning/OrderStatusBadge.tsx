import type { OrderStatus } from '../../contracts/commerce-schemas';

const STYLE: Record<OrderStatus, { label: string; className: string }> = {
  submitted: { label: 'Awaiting approval', className: 'bg-amber-50 text-amber-900 ring-amber-200' },
  approved: { label: 'Approved', className: 'bg-brand-50 text-brand-800 ring-brand-200' },
  rejected: { label: 'Rejected', className: 'bg-red-50 text-red-800 ring-red-200' },
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const style = STYLE[status];
  return <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-bold ring-1 ${style.className}`}>{style.label}</span>;
}
