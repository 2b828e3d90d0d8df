import { ApiError, errorOf } from '../api/client';
import { errorText } from '../api/error-text';

export type CheckoutProblem = {
  /** A message next to a field, or null for the alert above the form. */
  field: 'trxId' | 'method' | null;
  message: string;
  link?: { to: string; label: string };
  refetchQuote?: boolean;
  dropCoupon?: boolean;
};

/** What the page says for each refusal of the checkout, and where it says it. */
export function checkoutProblem(error: unknown): CheckoutProblem {
  // A repeated submission answers the order already made, so sending it again is safe: say so.
  if (!(error instanceof ApiError) || error.status === 0 || error.code === 'network_error' || error.status >= 500)
    return { field: null, message: `${errorText(error)} You will not be charged twice.` };
  const m = error.message;
  switch (errorOf('POST /checkout', error)?.code) {
    case 'trx_id_used':
      return { field: 'trxId', message: m };
    case 'payment_method_unavailable':
      return { field: 'method', message: m };
    case 'price_changed':
      return { field: null, message: 'The total has changed since this page opened. Check the new total in the summary, then submit again.', refetchQuote: true };
    case 'coupon_expired':
    case 'coupon_used_up':
    case 'coupon_not_found':
    case 'coupon_not_applicable':
      return { field: null, message: `${m} The summary now shows the price without it.`, refetchQuote: true, dropCoupon: true };
    case 'payment_pending':
      return { field: null, message: m, link: { to: '/coursebyUser', label: 'See your purchases' } };
    case 'course_already_owned':
      return { field: null, message: m, link: { to: '/my-enroll', label: 'Open My courses' }, refetchQuote: true };
    case 'cart_empty':
      return { field: null, message: m, link: { to: '/courses', label: 'Browse courses' } };
    case 'course_not_purchasable':
    case 'course_not_found':
      return { field: null, message: m, refetchQuote: true };
    case 'email_not_verified':
      return { field: null, message: 'Confirm your email address before you check out.', link: { to: '/processing', label: 'Confirm your email' } };
    case 'unauthenticated':
      return { field: null, message: 'Your session has ended. Sign in again to finish.', link: { to: '/login?next=/courseEnroll', label: 'Sign in' } };
    default:
      return { field: null, message: m };
  }
}
