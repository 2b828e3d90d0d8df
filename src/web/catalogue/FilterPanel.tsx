import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import type { CourseList, Facet } from '../../contracts/catalogue-schemas';

type Props = {
  params: URLSearchParams;
  list: CourseList | undefined;
  onChange: (key: string, value: string | null) => void;
  onPrice: (min: string, max: string) => void;
};

function FacetGroup({ title, name, facets, selected, onChange }: { title: string; name: string; facets: Facet[]; selected: string | null; onChange: (value: string | null) => void }) {
  return (
    <fieldset className="border-t border-slate-200 pt-5">
      <legend className="text-sm font-bold text-ink">{title}</legend>
      <ul className="mt-3 space-y-1">
        <li>
          <label className="flex cursor-pointer items-center gap-2.5 rounded-lg px-2 py-1.5 text-sm text-slate-700 hover:bg-slate-50">
            <input type="radio" name={name} checked={selected === null} onChange={() => onChange(null)} className="h-4 w-4 accent-brand-700" />
            <span className="flex-1">All</span>
          </label>
        </li>
        {facets.map((facet) => {
          const empty = facet.count === 0 && selected !== facet.value;
          return (
            <li key={facet.value}>
              <label className={`flex items-center gap-2.5 rounded-lg px-2 py-1.5 text-sm ${empty ? 'cursor-default text-slate-400' : 'cursor-pointer text-slate-700 hover:bg-slate-50'}`}>
                <input type="radio" name={name} value={facet.value} checked={selected === facet.value} disabled={empty} onChange={() => onChange(facet.value)} className="h-4 w-4 accent-brand-700" />
                <span className="flex-1">{facet.label}</span>
                <span className="rounded-full bg-slate-100 px-2 text-xs font-semibold tabular-nums text-slate-600" aria-label={`${facet.count} courses`}>
                  {facet.count}
                </span>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

/** Search, the filters with their counts, and the price range; every change goes into the address. */
export function FilterPanel({ params, list, onChange, onPrice }: Props) {
  const [q, setQ] = useState(params.get('q') ?? '');
  const [min, setMin] = useState(params.get('minPrice') ?? '');
  const [max, setMax] = useState(params.get('maxPrice') ?? '');
  const [priceError, setPriceError] = useState<string | null>(null);
  // Follow the address when it changes from outside (a chip removed, "clear all", back button).
  const [seen, setSeen] = useState(params.toString());
  if (seen !== params.toString()) {
    setSeen(params.toString());
    setQ(params.get('q') ?? '');
    setMin(params.get('minPrice') ?? '');
    setMax(params.get('maxPrice') ?? '');
    setPriceError(null);
  }

  function search(event: FormEvent) {
    event.preventDefault();
    onChange('q', q.trim() || null);
  }
  function applyPrice(event: FormEvent) {
    event.preventDefault();
    const low = min.trim();
    const high = max.trim();
    const bad = [low, high].some((v) => v !== '' && !/^\d{1,7}$/.test(v));
    if (bad) return setPriceError('Enter whole taka, e.g. 5000.');
    if (low !== '' && high !== '' && Number(low) > Number(high)) return setPriceError('The lowest price must not be above the highest.');
    setPriceError(null);
    onPrice(low, high);
  }

  const facets = list?.facets;
  const bounds = list?.priceBounds;
  return (
    <div className="space-y-5">
      <form role="search" onSubmit={search}>
        <label htmlFor="course-search" className="text-sm font-bold text-ink">
          Search
        </label>
        <div className="relative mt-2">
          <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-400" />
          <input
            id="course-search"
            type="search"
            value={q}
            maxLength={200}
            onChange={(e) => setQ(e.target.value)}
            placeholder="Topic or paper"
            className="h-11 w-full rounded-xl border border-slate-300 pr-20 pl-9 text-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-200"
          />
          <button type="submit" className="absolute top-1.5 right-1.5 h-8 rounded-lg bg-brand-700 px-3 text-xs font-semibold text-white hover:bg-brand-800">
            Search
          </button>
        </div>
      </form>
      {facets && (
        <>
          <FacetGroup title="Level" name="level" facets={facets.level} selected={params.get('level')} onChange={(v) => onChange('level', v)} />
          <FacetGroup title="Paper" name="subject" facets={facets.subject} selected={params.get('subject')} onChange={(v) => onChange('subject', v)} />
          <FacetGroup title="Mentor" name="instructor" facets={facets.instructor} selected={params.get('instructor')} onChange={(v) => onChange('instructor', v)} />
          <FacetGroup title="Price" name="price" facets={facets.price} selected={params.get('price')} onChange={(v) => onChange('price', v)} />
        </>
      )}
      <form onSubmit={applyPrice} noValidate className="border-t border-slate-200 pt-5">
        <fieldset>
          <legend className="text-sm font-bold text-ink">Price range (Tk)</legend>
          <div className="mt-3 flex items-center gap-2">
            <label className="sr-only" htmlFor="min-price">
              Lowest price in taka
            </label>
            <input
              id="min-price"
              inputMode="numeric"
              value={min}
              onChange={(e) => setMin(e.target.value)}
              placeholder={bounds ? String(bounds.min) : 'Min'}
              aria-invalid={priceError !== null}
              aria-describedby={priceError ? 'price-error' : undefined}
              className="h-10 w-full min-w-0 rounded-lg border border-slate-300 px-3 text-sm"
            />
            <span aria-hidden="true" className="text-slate-400">
              –
            </span>
            <label className="sr-only" htmlFor="max-price">
              Highest price in taka
            </label>
            <input
              id="max-price"
              inputMode="numeric"
              value={max}
              onChange={(e) => setMax(e.target.value)}
              placeholder={bounds ? String(bounds.max) : 'Max'}
              aria-invalid={priceError !== null}
              aria-describedby={priceError ? 'price-error' : undefined}
              className="h-10 w-full min-w-0 rounded-lg border border-slate-300 px-3 text-sm"
            />
            <button type="submit" className="h-10 shrink-0 rounded-lg border border-brand-700 px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50">
              Apply
            </button>
          </div>
          {priceError && (
            <p id="price-error" role="alert" className="mt-2 text-sm text-red-700">
              {priceError}
            </p>
          )}
        </fieldset>
      </form>
    </div>
  );
}
