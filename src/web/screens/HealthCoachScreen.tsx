import { PageFrame } from '../components/PageFrame';

export default function HealthCoachScreen() {
  return <PageFrame title="Health coach" intro="Exam wellbeing coaching: study routines, sleep and managing stress before a sitting." crumbs={[{ label: 'Pages' }]} />;
}
