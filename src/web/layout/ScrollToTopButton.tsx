import { ArrowUp } from 'lucide-react';
import { useHeader } from './header-context';

export function ScrollToTopButton() {
  const { showScrollTop } = useHeader();
  return (
    <button
      type="button"
      id="scroll-to-top"
      aria-label="Back to top"
      hidden={!showScrollTop}
      onClick={(event) => {
        // The button hides itself part-way up; Chromium cancels a smooth
        // scroll when the focused element disappears, so let go of focus first.
        event.currentTarget.blur();
        const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
        window.scrollTo({ top: 0, behavior: reduced ? 'auto' : 'smooth' });
      }}
      className="fixed bottom-5 right-5 z-40 inline-flex h-12 w-12 items-center justify-center rounded-full bg-brand-700 text-white shadow-lg transition hover:-translate-y-0.5 hover:bg-brand-800"
    >
      <ArrowUp aria-hidden="true" className="h-5 w-5" />
    </button>
  );
}
