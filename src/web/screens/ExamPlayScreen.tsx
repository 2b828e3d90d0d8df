import { PageFrame } from '../components/PageFrame';

export default function ExamPlayScreen() {
  return <PageFrame title="Mock exam" intro="Your exam in progress. Answers are saved as you go." crumbs={[{ label: 'Mock exams', to: '/exam' }]} />;
}
