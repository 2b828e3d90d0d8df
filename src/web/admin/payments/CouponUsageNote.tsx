import { AlertTriangle } from 'lucide-react';
import { couponUsageText, couponWaitingText } from '../../../contracts/coupon-usage';
import type { CouponUsage } from '../../../contracts/payments-admin-schemas';

/**
 * An order's coupon as it stands: its uses against the limit (and any
 * overrun), the orders waiting with it, and, on a waiting order that
 * approving would push past the limit, what approving does.
 */
export function CouponUsageNote({ usage, pastLimit }: { usage: CouponUsage; pastLimit: string | null }) {
  const over = usage.usageLimit !== null && usage.usedCount > usage.usageLimit;
  const waiting = couponWaitingText(usage);
  return (
    <div className="mt-2 space-y-1.5 text-sm" data-testid="coupon-usage">
      <p className="text-slate-600">
        Coupon <span className="font-mono font-semibold text-ink">{usage.code}</span>
        {' · '}
        <span className={over ? 'font-semibold text-red-700' : ''}>{couponUsageText(usage)}</span>
        {waiting && ` · ${waiting}`}
      </p>
      {pastLimit && (
        <p className="flex gap-2 rounded-lg border border-amber-200 bg-amber-50 px-2.5 py-1.5 text-amber-950">
          <AlertTriangle aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-amber-700" />
          {pastLimit}
        </p>
      )}
    </div>
  );
}
