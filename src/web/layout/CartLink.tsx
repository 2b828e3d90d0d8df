import { ShoppingCart } from 'lucide-react';
import { Link } from 'react-router';
import { useCartStore } from '../cart/cart-store';
import { useCartCountSync } from '../cart/use-cart-count-sync';

/** The header's cart link and its badge, which keeps its count in step with the session (the spec's cart count). */
export function CartLink() {
  useCartCountSync();
  const count = useCartStore((s) => s.coursesCount);
  return (
    <Link
      to="/cart"
      className="relative inline-flex h-10 w-10 items-center justify-center rounded-full text-ink hover:bg-brand-50 hover:text-brand-700"
      aria-label={count === 0 ? 'Cart, empty' : `Cart, ${count} ${count === 1 ? 'course' : 'courses'}`}
    >
      <ShoppingCart aria-hidden="true" className="h-5 w-5" />
      {/* An empty cart shows no badge: a "0" reads as a notification. */}
      {count > 0 && (
        <span data-testid="cart-count" className="absolute -right-0.5 -top-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-accent-500 px-1 text-[11px] font-bold text-ink">
          {count}
        </span>
      )}
    </Link>
  );
}
