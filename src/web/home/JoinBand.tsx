import { Link } from 'react-router';

export function JoinBand() {
  return (
    <section className="pb-16 sm:pb-20">
      <div className="container-page">
        <div className="flex flex-col items-start justify-between gap-6 rounded-3xl bg-gradient-to-r from-brand-700 to-brand-600 p-8 text-white sm:p-12 lg:flex-row lg:items-center">
          <div>
            <h2 className="text-2xl font-extrabold sm:text-3xl">Your next sitting starts here</h2>
            <p className="mt-2 max-w-xl text-brand-100">Create a free account to save courses to your cart, follow your progress and sit mock exams.</p>
          </div>
          <div className="flex flex-wrap gap-3">
            <Link to="/signup" className="rounded-full bg-accent-500 px-6 py-3 font-bold text-ink hover:bg-accent-400">
              Create a free account
            </Link>
            <Link to="/courses" className="rounded-full px-6 py-3 font-semibold text-white ring-1 ring-white/40 hover:bg-white/10">
              Browse courses
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
