import type { Quote } from '../../contracts/cart-schemas';
import { formatPrice, formatTaka } from '../format/money';

/** Subtotal, coupon discount and total, as the server priced them. */
export function OrderTotals({ quote }: { quote: Quote }) {
  const listTotal = quote.lines.reduce((sum, l) => sum + l.pricePaisa, 0);
  const saleSaving = listTotal - quote.subtotalPaisa;
  return (
    <dl className="space-y-2 text-sm">
      {saleSaving > 0 && (
        <div className="flex justify-between text-slate-600">
          <dt>Original price</dt>
          <dd className="line-through">{formatTaka(listTotal)}</dd>
        </div>
      )}
      <div className="flex justify-between text-slate-700">
        <dt>
          Subtotal ({quote.lines.length} {quote.lines.length === 1 ? 'course' : 'courses'})
        </dt>
        <dd className="font-semibold">{formatPrice(quote.subtotalPaisa)}</dd>
      </div>
      {quote.discountPaisa > 0 && (
        <div className="flex justify-between text-brand-700">
          <dt>Coupon {quote.coupon?.code}</dt>
          <dd className="font-semibold" data-testid="discount">
            −{formatTaka(quote.discountPaisa)}
          </dd>
        </div>
      )}
      <div className="flex items-baseline justify-between border-t border-slate-200 pt-3 text-ink">
        <dt className="text-base font-bold">Total</dt>
        <dd className="text-2xl font-extrabold" data-testid="total">
          {formatPrice(quote.totalPaisa)}
        </dd>
      </div>
    </dl>
  );
}
