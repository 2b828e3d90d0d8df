import { describe, expect, it } from 'vitest';
import { formatPrice, formatTaka, linePrice } from './money';

describe('formatPrice', () => {
  it('writes nothing to pay as "Free", never "Tk 0"', () => {
    expect(formatPrice(0)).toBe('Free');
  });

  it('writes any other price in taka, with paisa only when there are some', () => {
    expect(formatPrice(450_000)).toBe('Tk 4,500');
    expect(formatPrice(12_345_650)).toBe('Tk 1,23,456.50');
    expect(formatTaka(0)).toBe('Tk 0');
  });

  it('groups taka as the en-IN locale does, for any amount', () => {
    const whole = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
    const withPaisa = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const amounts = [1, 5, 99, 100, 105, 99_999, 100_000, 123_456, 1_000_000, 12_345_678, 123_456_789, 9_876_543_210, -450_000, -12_345_601];
    for (let paisa = 7; paisa < 1e12; paisa = paisa * 3 + 11) amounts.push(paisa, paisa - (paisa % 100));
    for (const paisa of amounts) {
      expect(formatTaka(paisa), String(paisa)).toBe(`Tk ${(paisa % 100 === 0 ? whole : withPaisa).format(paisa / 100)}`);
    }
  });
});

describe('linePrice', () => {
  it('shows the price after sale and coupon, the list price it came from, and the coupon', () => {
    expect(linePrice({ pricePaisa: 500_000, paidPaisa: 360_000, discountPaisa: 40_000 })).toEqual({ now: 'Tk 3,600', was: 'Tk 5,000', coupon: 'Coupon −Tk 400' });
  });

  it('shows a full price alone', () => {
    expect(linePrice({ pricePaisa: 500_000, paidPaisa: 500_000, discountPaisa: 0 })).toEqual({ now: 'Tk 5,000', was: null, coupon: null });
  });

  it('shows a course a coupon made free as "Free", with what it cost before', () => {
    expect(linePrice({ pricePaisa: 500_000, paidPaisa: 0, discountPaisa: 500_000 })).toEqual({ now: 'Free', was: 'Tk 5,000', coupon: 'Coupon −Tk 5,000' });
    expect(linePrice({ pricePaisa: 0, paidPaisa: 0, discountPaisa: 0 }).now).toBe('Free');
  });
});
