import { describe, expect, it } from 'vitest';
import { approvalPastLimitText, couponUsageText, couponWaitingText } from './coupon-usage';

describe('coupon usage texts', () => {
  it('reads the count against the limit, and the overrun', () => {
    expect(couponUsageText({ usedCount: 7, usageLimit: 10 })).toBe('7 of 10 uses');
    expect(couponUsageText({ usedCount: 10, usageLimit: 10 })).toBe('10 of 10 uses: used up');
    expect(couponUsageText({ usedCount: 12, usageLimit: 10 })).toBe('12 of 10 uses: 2 over the limit');
    expect(couponUsageText({ usedCount: 2, usageLimit: 1 })).toBe('2 of 1 use: 1 over the limit');
    expect(couponUsageText({ usedCount: 1200, usageLimit: null })).toBe('1,200 uses, no limit');
  });

  it('counts the waiting orders', () => {
    expect(couponWaitingText({ waitingCount: 0 })).toBeNull();
    expect(couponWaitingText({ waitingCount: 1 })).toBe('1 order waiting');
    expect(couponWaitingText({ waitingCount: 3 })).toBe('3 orders waiting');
  });

  it('warns on a waiting order that approving would push past the limit, and only then', () => {
    expect(approvalPastLimitText({ code: 'EID', usedCount: 9, usageLimit: 10, waitingCount: 4 })).toBeNull();
    expect(approvalPastLimitText({ code: 'EID', usedCount: 5, usageLimit: null, waitingCount: 4 })).toBeNull();
    expect(approvalPastLimitText({ code: 'EID', usedCount: 10, usageLimit: 10, waitingCount: 4 })).toBe('Approving this order takes EID to 11 of 10 uses: 1 over the limit.');
    expect(approvalPastLimitText({ code: 'EID', usedCount: 12, usageLimit: 10, waitingCount: 1 })).toBe('Approving this order takes EID to 13 of 10 uses: 3 over the limit.');
  });
});
