import { Clock, GraduationCap, Layers, Mail, MapPin, Phone, ScrollText } from 'lucide-react';
import { Link } from 'react-router';
import { SITE } from '../../contracts/site';
import { LEVELS, SUBJECT_NAMES } from '../../contracts/subjects';
import { ACTION_LINK, ActionCard, ContentPageView, MOBILE_ACTION_LINK, SECONDARY_LINK, SideCard } from '../pages/ContentPageView';

export default function AboutScreen() {
  return (
    <ContentPageView
      slug="about"
      label="About Hisab"
      fallbackIntro="Who we are and how we help candidates pass their chartered accountancy papers."
      highlights={[
        { icon: GraduationCap, label: 'Mentors', value: 'Practising chartered accountants' },
        { icon: ScrollText, label: 'ICAB papers', value: `All ${SUBJECT_NAMES.length}` },
        { icon: Layers, label: 'Levels', value: `${LEVELS.length}, Certificate to Advanced` },
        { icon: Clock, label: 'Reply time', value: '1 working day' },
      ]}
      mobileAction={
        <Link to="/courses" className={MOBILE_ACTION_LINK}>
          Browse courses
        </Link>
      }
      aside={
        <>
          <ActionCard
            title="Start with your next paper"
            action={
              <div className="space-y-3">
                <Link to="/courses" className={ACTION_LINK}>
                  Browse courses
                </Link>
                <Link to="/mentors" className={SECONDARY_LINK}>
                  Meet the mentors
                </Link>
              </div>
            }
          >
            Video lessons, notes, question banks and timed mocks for every paper, with free preview lessons to try first.
          </ActionCard>
          <SideCard title="Talk to us">
            <ul className="space-y-3">
              <li className="flex gap-3">
                <Mail aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-brand-600" />
                <a href={`mailto:${SITE.contact.email}`} className="font-semibold text-brand-700 hover:underline">
                  {SITE.contact.email}
                </a>
              </li>
              <li className="flex gap-3">
                <Phone aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-brand-600" />
                <a href={`tel:${SITE.contact.phone.replace(/[^\d+]/g, '')}`} className="font-semibold text-brand-700 hover:underline">
                  {SITE.contact.phone}
                </a>
              </li>
              <li className="flex gap-3">
                <Clock aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-brand-600" />
                {SITE.contact.hours}
              </li>
              <li className="flex gap-3">
                <MapPin aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-brand-600" />
                {SITE.contact.address}
              </li>
            </ul>
            <Link to="/contact" className="mt-5 inline-flex font-semibold text-brand-700 hover:underline">
              Send us a message →
            </Link>
          </SideCard>
        </>
      }
    />
  );
}
