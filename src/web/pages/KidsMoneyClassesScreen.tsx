import { CalendarDays, Languages, Timer, Users } from 'lucide-react';
import { Link } from 'react-router';
import { ACTION_LINK, ActionCard, ContentPageView, MOBILE_ACTION_LINK, SideCard } from './ContentPageView';

export default function KidsMoneyClassesScreen() {
  return (
    <ContentPageView
      slug="children-education"
      label="Children education"
      fallbackIntro="Financial literacy for children: money, saving and simple bookkeeping, taught the Hisab way."
      highlights={[
        { icon: Users, label: 'Ages', value: '9 to 15, in two groups' },
        { icon: CalendarDays, label: 'Term', value: '8 weekly sessions' },
        { icon: Timer, label: 'Each class', value: '60 min, weekend mornings' },
        { icon: Languages, label: 'Taught in', value: 'Bangla and English' },
      ]}
      mobileAction={
        <Link to="/contact?topic=children" className={MOBILE_ACTION_LINK}>
          Ask about Money Smart Kids
        </Link>
      }
      aside={
        <>
          <ActionCard
            title="Places for the next term"
            action={
              <Link to="/contact?topic=children" className={ACTION_LINK}>
                Ask about Money Smart Kids
              </Link>
            }
          >
            Tell us your child’s age and which weekend morning suits you. We will suggest the right group and send the fee and start date.
          </ActionCard>
          <SideCard title="For parents">
            <ul className="list-disc space-y-2 pl-5 marker:text-brand-500">
              <li>Sit in on any class, at no cost.</li>
              <li>A short note after each session with one activity to try at home.</li>
              <li>Parents’ sessions twice a term, with time for your questions.</li>
              <li>No mobile-money account is needed: children learn with examples and role play.</li>
            </ul>
          </SideCard>
        </>
      }
    />
  );
}
