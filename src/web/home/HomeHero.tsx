import { Search } from 'lucide-react';
import type { FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { LEVEL_LABELS, LEVELS, subjectNamesAtLevel } from '../../contracts/subjects';

const SHOWN_PAPERS = 3;

/** The first papers of a level, saying so when there are more ("… · 3 of 4 papers, see all"). */
export function levelPreview(level: (typeof LEVELS)[number]): string {
  const names = subjectNamesAtLevel(level);
  const shown = names.slice(0, SHOWN_PAPERS).join(' · ');
  return names.length > SHOWN_PAPERS ? `${shown} · ${SHOWN_PAPERS} of ${names.length} papers, see all` : shown;
}

export function HomeHero() {
  const navigate = useNavigate();
  function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const q = new FormData(event.currentTarget).get('q')?.toString().trim() ?? '';
    navigate(q ? `/course-filter?q=${encodeURIComponent(q)}` : '/course-filter');
  }
  return (
    <section className="relative overflow-hidden bg-brand-900 text-white">
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[radial-gradient(circle_at_20%_20%,rgba(58,166,134,0.35),transparent_45%),radial-gradient(circle_at_85%_75%,rgba(245,181,61,0.18),transparent_40%)]"
      />
      <div className="container-page relative grid items-center gap-12 py-16 sm:py-20 lg:grid-cols-[1.2fr_1fr] lg:py-24">
        <div>
          <p className="inline-flex rounded-full bg-white/10 px-3 py-1 text-xs font-semibold uppercase tracking-wider text-accent-300 ring-1 ring-white/15">ICAB chartered accountancy, every level</p>
          <h1 className="mt-5 text-4xl font-extrabold leading-tight tracking-tight sm:text-5xl lg:text-6xl">
            Pass your CA papers with courses built <span className="text-accent-400">for the exam hall</span>
          </h1>
          <p className="mt-5 max-w-xl text-lg leading-8 text-brand-100">
            Video lessons, worked examples and timed mock exams for all twelve papers, from Accounting to Strategic Business Management and Leadership. Pay with bKash, Nagad, Rocket or bank transfer.
          </p>
          <form method="get" action="/course-filter" onSubmit={search} role="search" className="mt-8 flex max-w-xl flex-col gap-3 sm:flex-row">
            <label htmlFor="hero-search" className="sr-only">
              Search courses
            </label>
            <div className="relative flex-1">
              <Search aria-hidden="true" className="pointer-events-none absolute left-4 top-1/2 h-5 w-5 -translate-y-1/2 text-slate-400" />
              <input
                id="hero-search"
                name="q"
                type="search"
                maxLength={100}
                placeholder="Search a paper or topic"
                className="h-13 w-full rounded-full border-0 bg-white pl-12 pr-4 text-base text-ink shadow-lg placeholder:text-slate-400 focus:ring-4 focus:ring-accent-400/50"
              />
            </div>
            <button type="submit" className="h-13 rounded-full bg-accent-500 px-7 font-bold text-ink shadow-lg hover:bg-accent-400">
              Find courses
            </button>
          </form>
        </div>
        <div className="grid gap-4">
          {LEVELS.map((level) => (
            <Link key={level} to={`/#level-${level}`} className="flex items-center justify-between rounded-2xl bg-white/10 p-5 ring-1 ring-white/15 backdrop-blur transition hover:bg-white/15">
              <span>
                <span className="block text-sm font-semibold uppercase tracking-wider text-brand-200">{LEVEL_LABELS[level]}</span>
                <span className="mt-1 block text-sm text-brand-100">{levelPreview(level)}</span>
              </span>
              <span className="ml-4 text-right">
                <span className="block text-3xl font-extrabold text-white">{subjectNamesAtLevel(level).length}</span>
                <span className="text-xs text-brand-200">papers</span>
              </span>
            </Link>
          ))}
        </div>
      </div>
    </section>
  );
}
