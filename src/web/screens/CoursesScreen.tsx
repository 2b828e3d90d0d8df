import { PageFrame } from '../components/PageFrame';
import { PaperShortcuts } from '../components/PaperShortcuts';

export default function CoursesScreen() {
  return <PageFrame title="Courses" intro="Courses for every ICAB paper: video lessons, notes and question practice.">
      <PaperShortcuts />
    </PageFrame>;
}
