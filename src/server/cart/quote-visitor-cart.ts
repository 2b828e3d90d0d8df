import type { Cart } from '../../contracts/cart-schemas';
import type { Db } from '../db/database';
import { loadQuote } from '../pricing/load-quote';

/** A visitor's browser cart priced by the server (the browser keeps only slugs). */
export async function quoteVisitorCart(db: Db, { slugs, coupon, now = new Date() }: { slugs: string[]; coupon: string | null; now?: Date }): Promise<Cart> {
  const { quote } = await loadQuote(db, { slugs, couponCode: coupon, userId: null, now });
  return { ...quote, count: quote.lines.length };
}
