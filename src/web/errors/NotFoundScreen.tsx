import { Link } from 'react-router';
import { PageMeta } from '../components/PageMeta';
import { PaperShortcuts } from '../components/PaperShortcuts';

export default function NotFoundScreen() {
  return (
    <>
      <PageMeta title="Page not found" description="The page you were looking for is not on Hisab." />
      <meta name="robots" content="noindex" />
      <section className="container-page py-16 text-center sm:py-24">
        <p aria-hidden="true" className="text-7xl font-black text-brand-700/90 sm:text-8xl">
          404
        </p>
        <h1 className="mt-4 text-3xl font-extrabold tracking-tight sm:text-4xl">Page not found</h1>
        <p className="mx-auto mt-3 max-w-lg text-slate-600">The link may be old or mistyped. The papers and courses are all still here.</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link to="/" className="rounded-full bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800">
            Go to the home page
          </Link>
          <Link to="/courses" className="rounded-full border border-slate-300 px-6 py-3 font-semibold hover:bg-slate-50">
            Browse courses
          </Link>
        </div>
      </section>
      <div className="container-page pb-16">
        <PaperShortcuts heading="Or go straight to a paper" />
      </div>
    </>
  );
}
