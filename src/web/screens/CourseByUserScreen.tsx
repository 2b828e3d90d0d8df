import { PageFrame } from '../components/PageFrame';

export default function CourseByUserScreen() {
  return <PageFrame title="My purchases" intro="Your orders, their status and receipts." />;
}
