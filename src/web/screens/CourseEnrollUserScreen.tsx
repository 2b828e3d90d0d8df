import { PageFrame } from '../components/PageFrame';

export default function CourseEnrollUserScreen() {
  return <PageFrame title="Course progress" intro="Your progress in one course by section, with its resources and receipts." crumbs={[{ label: 'My enrollments', to: '/my-enroll' }]} />;
}
