import { PageFrame } from '../components/PageFrame';

export default function InstructorDetailScreen() {
  return <PageFrame title="Mentor profile" intro="A mentor’s qualifications, experience and courses." crumbs={[{ label: 'Mentors', to: '/mentors' }]} />;
}
