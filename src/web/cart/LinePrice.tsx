import { linePrice } from '../format/money';

type Props = { line: { pricePaisa: number; paidPaisa: number; discountPaisa: number }; size?: 'base' | 'small' };

/** A course's price on a cart line, in the checkout summary and on the order status, written the same way on each. */
export function LinePrice({ line, size = 'base' }: Props) {
  const { now, was, coupon } = linePrice(line);
  return (
    <div className={size === 'small' ? 'text-sm' : ''}>
      <p className={`font-extrabold ${now === 'Free' ? 'text-brand-700' : 'text-ink'} ${size === 'small' ? '' : 'text-lg'}`}>{now}</p>
      {was && (
        <p className={`${size === 'small' ? 'text-xs' : 'text-sm'} text-slate-500`}>
          <span className="sr-only">was </span>
          <s>{was}</s>
        </p>
      )}
      {coupon && <p className={`${size === 'small' ? 'text-xs' : 'text-sm'} font-semibold text-brand-700`}>{coupon}</p>}
    </div>
  );
}
