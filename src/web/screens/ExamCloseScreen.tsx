import { PageFrame } from '../components/PageFrame';

export default function ExamCloseScreen() {
  return <PageFrame title="Exam results" intro="Your score, your results by syllabus area and the worked answers." crumbs={[{ label: 'Mock exams', to: '/exam' }]} />;
}
