import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSession } from '../account/auth-api';
import { cartApi } from './cart-api';
import { useCartStore } from './cart-store';
import { readLocalCart, writeLocalCart } from './local-cart';

/**
 * Keeps the header badge's count: the browser cart's for a visitor, the
 * account's once signed in. At sign-in a non-empty browser cart is merged
 * into the account first, then forgotten here. A failure goes to the
 * console only; the user sees nothing (the spec).
 */
export function useCartCountSync(): void {
  const session = useSession();
  const userId = session.data?.id ?? null;
  const setCoursesCount = useCartStore((s) => s.setCoursesCount);
  const queryClient = useQueryClient();
  useEffect(() => {
    if (session.isPending) return;
    if (!userId) {
      setCoursesCount(readLocalCart().length);
      return;
    }
    let cancelled = false;
    const local = readLocalCart();
    const load = local.length
      ? cartApi.merge(local).then((cart) => {
          writeLocalCart([]);
          void queryClient.invalidateQueries({ queryKey: ['cart'] });
          return cart;
        })
      : cartApi.count();
    load.then(
      ({ count }) => {
        if (!cancelled) setCoursesCount(count);
      },
      (error: unknown) => console.error('Could not load the cart count', error),
    );
    return () => {
      cancelled = true;
    };
  }, [userId, session.isPending, setCoursesCount, queryClient]);
}
