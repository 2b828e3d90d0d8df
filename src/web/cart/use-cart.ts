import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Cart, QuoteNotice } from '../../contracts/cart-schemas';
import { CART_LIMIT } from '../../contracts/commerce-schemas';
import { useSession } from '../account/auth-api';
import { CART_KEY, cartApi } from './cart-api';
import { useCartStore } from './cart-store';
import { readLocalCart, writeLocalCart } from './local-cart';

/**
 * One cart for the cart page, whoever is looking: the account's (kept by
 * the server) once signed in, this browser's slugs (priced by the server)
 * for a visitor. Every change updates the header badge at once.
 */
export function useCart() {
  const session = useSession();
  const signedIn = Boolean(session.data);
  const queryClient = useQueryClient();
  const setCount = useCartStore((s) => s.setCoursesCount);
  const [slugs, setSlugs] = useState(readLocalCart);
  const [visitorCoupon, setVisitorCoupon] = useState<string | undefined>();
  const [notices, setNotices] = useState<QuoteNotice[]>([]);
  // Side effects of a fresh answer run as it arrives (not in an effect): the badge, the
  // notices shown once, and a visitor's browser cart losing courses no longer offered.
  const received = (cart: Cart) => {
    setCount(cart.count);
    if (cart.notices.length) setNotices((shown) => [...shown, ...cart.notices.filter((n) => !shown.some((s) => s.slug === n.slug))]);
    if (!signedIn) {
      const kept = slugs.filter((s) => cart.lines.some((l) => l.slug === s));
      if (kept.length !== slugs.length) {
        writeLocalCart(kept);
        setSlugs(kept);
      }
    }
    return cart;
  };
  const query = useQuery({
    queryKey: signedIn ? CART_KEY : ['cart', 'visitor', slugs, visitorCoupon],
    queryFn: async () => received(signedIn ? await cartApi.get() : await cartApi.quote(slugs, visitorCoupon)),
    enabled: !session.isPending,
    placeholderData: keepPreviousData,
  });

  const settle = (cart: Cart) => {
    queryClient.setQueryData(CART_KEY, cart);
    setCount(cart.count);
    return cart;
  };
  const setLocal = (next: string[]) => {
    writeLocalCart(next);
    setSlugs(next);
    setCount(next.length);
  };

  return {
    query,
    signedIn,
    notices,
    add: async (slug: string) => {
      if (signedIn) return void settle(await cartApi.add(slug));
      if (slugs.includes(slug)) return;
      if (slugs.length >= CART_LIMIT) throw new Error(`A cart holds at most ${CART_LIMIT} courses. Check out these first.`);
      setLocal([...slugs, slug]);
    },
    remove: async (slug: string) => {
      if (signedIn) return void settle(await cartApi.remove(slug));
      setLocal(slugs.filter((s) => s !== slug));
    },
    applyCoupon: async (code: string) => {
      if (signedIn) return void settle(await cartApi.applyCoupon(code));
      const quote = await cartApi.quote(slugs, code);
      if (quote.coupon && quote.coupon.status !== 'applied') throw new Error(quote.coupon.message);
      setVisitorCoupon(code);
    },
    removeCoupon: async () => {
      if (signedIn) return void settle(await cartApi.removeCoupon());
      setVisitorCoupon(undefined);
    },
  };
}
