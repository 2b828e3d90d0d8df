import { Clock, GraduationCap, Layers, ScrollText } from 'lucide-react';
import { Link } from 'react-router';
import { useSiteSettings } from '../contact/site-settings-api';
import { contactRows } from '../contact/contact-rows';
import { SocialLinksRow } from '../contact/SocialLinksRow';
import { LEVELS, SUBJECT_NAMES } from '../../contracts/subjects';
import { ACTION_LINK, ActionCard, ContentPageView, MOBILE_ACTION_LINK, SECONDARY_LINK, SideCard } from './ContentPageView';

/** The contact details an admin filled in (unset ones are left out), and the contact form. */
function TalkToUs() {
  const settings = useSiteSettings().data;
  const rows = settings ? contactRows(settings) : [];
  return (
    <SideCard title="Talk to us">
      {rows.length > 0 && (
        <ul className="mb-5 space-y-3">
          {rows.map(({ icon: Icon, key, value, href }) => (
            <li key={key} className="flex gap-3">
              <Icon aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-brand-600" />
              {href ? (
                <a href={href} className={`font-semibold text-brand-700 hover:underline${key === 'email' ? ' break-all' : ''}`}>
                  {value}
                </a>
              ) : (
                value
              )}
            </li>
          ))}
        </ul>
      )}
      {settings && <SocialLinksRow settings={settings} className="mb-5 text-brand-700" />}
      <Link to="/contact" className="inline-flex font-semibold text-brand-700 hover:underline">
        Send us a message →
      </Link>
    </SideCard>
  );
}

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
          <TalkToUs />
        </>
      }
    />
  );
}
