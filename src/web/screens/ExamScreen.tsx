import { PageFrame } from '../components/PageFrame';

export default function ExamScreen() {
  return <PageFrame title="Mock exams" intro="Timed mock exams for each paper, marked by syllabus area." />;
}
