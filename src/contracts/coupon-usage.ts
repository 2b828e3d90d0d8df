/**
 * How a limited coupon's uses read to an admin. Approved orders count
 * against the limit; an admin may approve past it, and the count then says
 * by how much (decisions/2026-11-24-coupon-uses.md).
 */
type Usage = { code: string; usedCount: number; usageLimit: number | null; waitingCount: number };

const n = (value: number) => value.toLocaleString('en-IN');

/** "7 of 10 uses", "10 of 10 uses: used up", "12 of 10 uses: 2 over the limit", "12 uses, no limit". */
export function couponUsageText(usage: Pick<Usage, 'usedCount' | 'usageLimit'>): string {
  const { usedCount: used, usageLimit: limit } = usage;
  if (limit === null) return `${n(used)} ${used === 1 ? 'use' : 'uses'}, no limit`;
  const of = `${n(used)} of ${n(limit)} ${limit === 1 ? 'use' : 'uses'}`;
  if (used > limit) return `${of}: ${n(used - limit)} over the limit`;
  if (used === limit) return `${of}: used up`;
  return of;
}

/** "3 orders waiting", or null when none waits. */
export function couponWaitingText(usage: Pick<Usage, 'waitingCount'>): string | null {
  if (usage.waitingCount === 0) return null;
  return `${n(usage.waitingCount)} ${usage.waitingCount === 1 ? 'order' : 'orders'} waiting`;
}

/**
 * For a waiting order: what approving it does to its coupon's limit, or null
 * when a use is left. Approving it then needs the admin's confirmation.
 */
export function approvalPastLimitText(usage: Usage): string | null {
  if (usage.usageLimit === null || usage.usedCount < usage.usageLimit) return null;
  const after = usage.usedCount + 1;
  return `Approving this order takes ${usage.code} to ${n(after)} of ${n(usage.usageLimit)} uses: ${n(after - usage.usageLimit)} over the limit.`;
}
