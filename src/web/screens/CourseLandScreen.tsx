import { PageFrame } from '../components/PageFrame';

export default function CourseLandScreen() {
  return <PageFrame title="Course player" intro="Lessons, notes and your progress through the course." crumbs={[{ label: 'My enrollments', to: '/my-enroll' }]} />;
}
