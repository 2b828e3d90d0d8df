import { Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import type { QuoteLine } from '../../contracts/cart-schemas';
import { IMAGE_SIZES } from '../../contracts/images';
import { LinePrice } from './LinePrice';

/** One course in the cart: cover, title, paper, price (the list price struck through while on sale). */
export function CartLine({ line, onRemove, busy }: { line: QuoteLine; onRemove: () => void; busy: boolean }) {
  const { width, height } = IMAGE_SIZES.course;
  return (
    <li className="flex gap-4 py-5" data-testid="cart-line">
      {/* The cover repeats the title's link: one Tab stop and one name per course, so it is left out of both. */}
      <Link to={`/course-detail/${line.slug}`} tabIndex={-1} aria-hidden="true" className="shrink-0">
        <img src={line.coverUrl} alt="" width={width} height={height} className="aspect-video w-28 rounded-lg bg-slate-100 object-cover sm:w-40" />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-1 sm:flex-row sm:gap-4">
        <div className="min-w-0 flex-1">
          <Link to={`/course-detail/${line.slug}`} className="line-clamp-2 font-bold text-ink hover:text-brand-700">
            {line.title}
          </Link>
          <p className="mt-1 text-sm text-slate-600">{line.paperName}</p>
          <button
            type="button"
            onClick={onRemove}
            disabled={busy}
            className="mt-2 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:text-red-700 disabled:opacity-50"
            aria-label={`Remove ${line.title}`}
          >
            <Trash2 aria-hidden="true" className="h-4 w-4" /> Remove
          </button>
        </div>
        <div className="text-left sm:text-right">
          <LinePrice line={line} />
        </div>
      </div>
    </li>
  );
}
