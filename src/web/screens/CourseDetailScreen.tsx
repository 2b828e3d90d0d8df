import { PageFrame } from '../components/PageFrame';
import { PaperShortcuts } from '../components/PaperShortcuts';

export default function CourseDetailScreen() {
  return <PageFrame title="Course details" intro="Everything about a course: what you will learn, its curriculum, mentors and price." crumbs={[{ label: 'Courses', to: '/courses' }]}>
      <PaperShortcuts />
    </PageFrame>;
}
