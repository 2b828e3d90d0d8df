import { useEffect } from 'react';
import { useSession } from '../api/auth';
import { getJson } from '../api/client';
import { useCartStore } from './cart-store';

/**
 * Loads the signed-in user's cart count into the store for the header badge.
 * A failure goes to the console only; the user sees nothing (the spec).
 */
export function useCartCountSync(): void {
  const userId = useSession().data?.id ?? null;
  const setCoursesCount = useCartStore((s) => s.setCoursesCount);
  useEffect(() => {
    if (!userId) {
      setCoursesCount(0);
      return;
    }
    let cancelled = false;
    getJson<{ count: number }>('/api/cart/count').then(
      ({ count }) => {
        if (!cancelled) setCoursesCount(count);
      },
      (error: unknown) => console.error('Could not load the cart count', error),
    );
    return () => {
      cancelled = true;
    };
  }, [userId, setCoursesCount]);
}
