import type { Quote } from '../../contracts/cart-schemas';
import { IMAGE_SIZES } from '../../contracts/images';
import { CouponField } from '../cart/CouponField';
import { OrderTotals } from '../cart/OrderTotals';
import { LinePrice } from '../cart/LinePrice';

type Props = { quote: Quote; onApplyCoupon: (code: string) => Promise<void>; onRemoveCoupon: () => Promise<void> };

/** What is being bought, priced by the server, with the coupon field. */
export function OrderSummary({ quote, onApplyCoupon, onRemoveCoupon }: Props) {
  const { width, height } = IMAGE_SIZES.course;
  return (
    <aside className="h-fit space-y-5 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm lg:sticky lg:top-28" aria-label="Order summary">
      <h2 className="text-lg font-bold text-ink">Order summary</h2>
      <ul className="space-y-4">
        {quote.lines.map((line) => (
          <li key={line.slug} className="flex gap-3">
            <img src={line.coverUrl} alt="" width={width} height={height} className="aspect-video w-20 shrink-0 rounded-md bg-slate-100 object-cover" />
            <div className="min-w-0 flex-1">
              <p className="line-clamp-2 text-sm font-semibold text-ink">{line.title}</p>
              <p className="text-xs text-slate-500">{line.paperName}</p>
            </div>
            <div className="text-right">
              <LinePrice line={line} size="small" />
            </div>
          </li>
        ))}
      </ul>
      <CouponField coupon={quote.coupon} onApply={onApplyCoupon} onRemove={onRemoveCoupon} />
      <OrderTotals quote={quote} />
    </aside>
  );
}
