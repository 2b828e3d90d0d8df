import { Languages, Lock, Timer, Video } from 'lucide-react';
import { Link } from 'react-router';
import { ACTION_LINK, ActionCard, ContentPageView, MOBILE_ACTION_LINK, SideCard } from './ContentPageView';

export default function WellbeingCoachingScreen() {
  return (
    <ContentPageView
      slug="health-coach"
      label="Health coach"
      fallbackIntro="Exam wellbeing coaching: study routines, sleep and managing stress before a sitting."
      highlights={[
        { icon: Video, label: 'Format', value: 'One-to-one video call' },
        { icon: Timer, label: 'Session', value: '45 minutes' },
        { icon: Languages, label: 'Language', value: 'Bangla or English' },
        { icon: Lock, label: 'Privacy', value: 'Confidential' },
      ]}
      mobileAction={
        <Link to="/contact?topic=wellbeing" className={MOBILE_ACTION_LINK}>
          Ask for a session
        </Link>
      }
      aside={
        <>
          <ActionCard
            title="Book a session"
            action={
              <Link to="/contact?topic=wellbeing" className={ACTION_LINK}>
                Ask for a session
              </Link>
            }
          >
            Tell us how many sessions you would like and the times that suit you. We reply with open slots and the fee, usually within one working day.
          </ActionCard>
          <SideCard title="Please note" tone="warm">
            Coaching is not medical advice. If you feel low or anxious most days for more than two weeks, please see a doctor or a qualified mental-health professional.
          </SideCard>
        </>
      }
    />
  );
}
