import type { OrderStatus } from '../../../contracts/commerce-schemas';
import type { AdminEnrollment } from '../../../contracts/payments-admin-schemas';
import { Badge } from '../ui/Badge';

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  if (status === 'approved') return <Badge tone="green">Approved</Badge>;
  if (status === 'rejected') return <Badge tone="red">Rejected</Badge>;
  return <Badge tone="amber">Waiting</Badge>;
}

export function EnrollmentStateBadge({ state }: { state: AdminEnrollment['state'] }) {
  if (state === 'active') return <Badge tone="green">Active</Badge>;
  if (state === 'expired') return <Badge tone="amber">Expired</Badge>;
  return <Badge tone="red">Revoked</Badge>;
}
