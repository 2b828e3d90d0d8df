import { BookOpenCheck, CreditCard, Search, Timer } from 'lucide-react';

const STEPS = [
  { icon: Search, title: 'Choose your paper', text: 'Start from the paper you are sitting next and compare its courses, mentors and syllabus coverage.' },
  { icon: CreditCard, title: 'Pay the way you already do', text: 'Send the fee by bKash, Nagad, Rocket or bank transfer and enter the transaction ID. We confirm and enroll you.' },
  { icon: BookOpenCheck, title: 'Study at your pace', text: 'Lessons, notes and worked examples stay open until your sitting, on your phone or laptop.' },
  { icon: Timer, title: 'Sit timed mock exams', text: 'Practise against the real time limit and see your results by syllabus area, with an explanation for every answer.' },
];

export function HowItWorks() {
  return (
    <section aria-labelledby="how-title" className="py-16 sm:py-20">
      <div className="container-page">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-bold uppercase tracking-wider text-brand-600">How Hisab works</p>
          <h2 id="how-title" className="mt-2 text-3xl font-extrabold tracking-tight sm:text-4xl">
            From enrolment to exam day
          </h2>
        </div>
        <ol className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {STEPS.map((step, i) => (
            <li key={step.title} className="relative rounded-2xl border border-slate-200 p-6">
              <span className="absolute right-5 top-4 text-5xl font-black text-slate-100" aria-hidden="true">
                {i + 1}
              </span>
              <span className="relative inline-flex h-12 w-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <step.icon aria-hidden="true" className="h-6 w-6" />
              </span>
              <h3 className="relative mt-5 text-lg font-bold">{step.title}</h3>
              <p className="relative mt-2 text-sm leading-6 text-slate-600">{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
