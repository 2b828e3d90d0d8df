import { PageFrame } from '../components/PageFrame';

export default function MyEnrollScreen() {
  return <PageFrame title="My enrollments" intro="Your courses, your progress and when your access ends." />;
}
