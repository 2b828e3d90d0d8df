import { ArrowRight, CheckCircle2, HeartPulse, PiggyBank, Wallet } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { CONTACT_TOPICS, type ContactTopic } from '../../contracts/contact-schemas';
import { useSiteSettings } from './site-settings-api';
import { PageFrame } from '../components/PageFrame';
import { ContactDetails } from './ContactDetails';
import { ContactForm, type Sent } from './ContactForm';

const QUICK_LINKS = [
  { to: '/about', icon: Wallet, title: 'Paying for a course', text: 'bKash, Nagad, Rocket or bank transfer, approved within hours.' },
  { to: '/children-education', icon: PiggyBank, title: 'Money Smart Kids', text: 'Weekend financial-literacy classes for ages 9 to 15.' },
  { to: '/health-coach', icon: HeartPulse, title: 'Wellbeing coaching', text: 'One-to-one sessions for sleep, focus and exam nerves.' },
];

function topicFromQuery(value: string | null): ContactTopic | '' {
  return CONTACT_TOPICS.find((t) => t === value) ?? '';
}

function Confirmation({ sent, onAgain }: { sent: Sent; onAgain: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  const hours = useSiteSettings().data?.hours;
  // The send button sat at the foot of a long form: bring the news into view and to screen readers.
  useEffect(() => {
    ref.current?.scrollIntoView({ block: 'center' });
    ref.current?.focus({ preventScroll: true });
  }, []);
  return (
    <div ref={ref} tabIndex={-1} role="status" className="flex flex-col items-center py-6 text-center outline-none sm:py-10">
      <span className="flex h-16 w-16 items-center justify-center rounded-full bg-brand-50">
        <CheckCircle2 aria-hidden="true" className="h-9 w-9 text-brand-600" />
      </span>
      <h2 id="contact-form-heading" className="mt-5 text-2xl font-extrabold tracking-tight text-ink">
        Thank you, {sent.name.split(/\s+/)[0]}. Your message is with us.
      </h2>
      <p className="mt-3 max-w-md text-slate-600">
        We sent a confirmation to <strong className="font-semibold text-ink">{sent.email}</strong>. Our team answers within one working day{hours ? `; office hours are ${hours}` : ''}.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button type="button" onClick={onAgain} className="rounded-full border border-slate-300 px-6 py-3 font-semibold text-ink hover:bg-slate-50">
          Send another message
        </button>
        <Link to="/courses" className="inline-flex items-center gap-2 rounded-full bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800">
          Browse courses <ArrowRight aria-hidden="true" className="h-4 w-4" />
        </Link>
      </div>
    </div>
  );
}

export default function ContactScreen() {
  const [params] = useSearchParams();
  const [sent, setSent] = useState<Sent | null>(null);
  return (
    <PageFrame title="Contact us" intro="Questions about a course, a payment or your account? Our team answers within one working day.">
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-10">
        <section aria-labelledby="contact-form-heading" className="self-start rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10">
          {sent ? (
            <Confirmation sent={sent} onAgain={() => setSent(null)} />
          ) : (
            <>
              <h2 id="contact-form-heading" className="text-2xl font-extrabold tracking-tight text-ink">
                Send us a message
              </h2>
              <p className="mt-2 text-slate-600">Tell us what you need and we will answer in one reply, usually within a working day.</p>
              <div className="mt-8">
                <ContactForm initialTopic={topicFromQuery(params.get('topic'))} onSent={setSent} />
              </div>
            </>
          )}
        </section>
        <aside className="space-y-6">
          <ContactDetails />
          <nav aria-label="Popular questions" className="rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
            <h2 className="text-sm font-bold uppercase tracking-wider text-slate-500">You may find the answer here</h2>
            <ul className="mt-4 space-y-2">
              {QUICK_LINKS.map(({ to, icon: Icon, title, text }) => (
                <li key={to}>
                  <Link to={to} className="group -mx-3 flex gap-3 rounded-2xl p-3 transition hover:bg-brand-50">
                    <Icon aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brand-600" />
                    <span>
                      <span className="block font-semibold text-ink group-hover:text-brand-800">{title}</span>
                      <span className="block text-sm leading-6 text-slate-600">{text}</span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </aside>
      </div>
    </PageFrame>
  );
}
