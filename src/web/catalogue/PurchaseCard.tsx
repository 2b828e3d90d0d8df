import { CalendarClock, Languages, PlayCircle, ShieldCheck, ShoppingCart } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useSession } from '../account/auth-api';
import { cartApi } from '../cart/cart-api';
import type { CourseAccess, CourseDetail } from '../../contracts/catalogue-schemas';
import { IMAGE_SIZES } from '../../contracts/images';
import { formatDate } from '../format/dates';
import { useFormatDate } from '../format/use-format-date';
import { formatTaka } from '../format/money';
import { formatHours, PriceTag } from './CourseCard';

export function describeAccess(access: CourseAccess, format = formatDate): string {
  if (access.kind === 'lifetime') return 'Lifetime access';
  if (access.kind === 'until') return `Access until ${format(access.until)}`;
  if (access.days % 365 === 0) return `Access for ${access.days / 365 === 1 ? '1 year' : `${access.days / 365} years`}`;
  return `Access for ${access.days} days`;
}

const primary = 'flex h-12 items-center justify-center rounded-full bg-brand-700 font-bold text-white shadow-sm hover:bg-brand-800';
const secondary = 'flex h-12 items-center justify-center gap-2 rounded-full border-2 border-brand-700 font-bold text-brand-700 hover:bg-brand-50';

/** A signed-in student's own button: open, renew, follow the payment, or go to the cart. */
function useOwnAction(slug: string): ReactNode {
  const session = useSession();
  const access = useQuery({ queryKey: ['course-access', slug], queryFn: () => cartApi.access(slug), enabled: Boolean(session.data) });
  const state = access.data;
  if (!state) return null;
  if (state.state === 'active')
    return (
      <Link to={`/courseland/${slug}`} className={primary}>
        Go to course
      </Link>
    );
  if (state.state === 'pending' && state.pendingOrder)
    return (
      <Link to={`/cprocessing/${state.pendingOrder}`} className={secondary}>
        Payment under review
      </Link>
    );
  if (state.state === 'expired')
    return (
      <Link to={`/courseEnroll/${slug}`} className={primary}>
        Renew access
      </Link>
    );
  if (state.inCart)
    return (
      <Link to="/cart" className={secondary}>
        <ShoppingCart aria-hidden="true" className="h-5 w-5" /> In your cart
      </Link>
    );
  return null;
}

/**
 * Price, access and the buttons to buy: "Enroll" opens the checkout for
 * this course, "Add to cart" the cart (the browser's for a visitor). A
 * signed-in student who owns, renews or is paying for it sees that instead.
 */
export function PurchaseCard({ course }: { course: CourseDetail }) {
  const formatDate = useFormatDate();
  const own = useOwnAction(course.slug);
  const free = course.pricePaisa === 0;
  const { width, height } = IMAGE_SIZES.course;
  const saving = course.salePricePaisa !== null ? course.pricePaisa - course.salePricePaisa : 0;
  return (
    <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-lg">
      {/* The course page's largest picture: fetched ahead of the scripts. */}
      <img src={course.coverUrl} alt="" width={width} height={height} fetchPriority="high" className="aspect-video w-full bg-slate-100 object-cover" />
      <div className="p-6">
        <PriceTag course={course} size="large" />
        {saving > 0 && <p className="mt-1 text-sm font-semibold text-amber-700">You save {formatTaka(saving)}</p>}
        <div className="mt-5 grid gap-3">
          {own ?? (
            <>
              <Link to={`/courseEnroll/${course.slug}`} className="flex h-12 items-center justify-center rounded-full bg-brand-700 font-bold text-white shadow-sm hover:bg-brand-800">
                {free ? 'Enroll for free' : 'Enroll now'}
              </Link>
              {!free && (
                <Link
                  to={`/cart?add=${encodeURIComponent(course.slug)}`}
                  className="flex h-12 items-center justify-center gap-2 rounded-full border-2 border-brand-700 font-bold text-brand-700 hover:bg-brand-50"
                >
                  <ShoppingCart aria-hidden="true" className="h-5 w-5" /> Add to cart
                </Link>
              )}
            </>
          )}
        </div>
        <ul className="mt-6 space-y-3 text-sm text-slate-700">
          <li className="flex items-center gap-3">
            <CalendarClock aria-hidden="true" className="h-5 w-5 text-brand-600" /> {describeAccess(course.access, formatDate)}
          </li>
          <li className="flex items-center gap-3">
            <PlayCircle aria-hidden="true" className="h-5 w-5 text-brand-600" /> {course.lessonsCount} lessons, {formatHours(course.durationMinutes)}
          </li>
          <li className="flex items-center gap-3">
            <Languages aria-hidden="true" className="h-5 w-5 text-brand-600" /> Taught in {course.language}
          </li>
          {!free && (
            <li className="flex items-center gap-3">
              <ShieldCheck aria-hidden="true" className="h-5 w-5 text-brand-600" /> Pay with bKash, Nagad, Rocket or bank transfer
            </li>
          )}
        </ul>
      </div>
    </div>
  );
}
