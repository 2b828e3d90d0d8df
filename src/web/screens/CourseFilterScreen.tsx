import { PageFrame } from '../components/PageFrame';
import { PaperShortcuts } from '../components/PaperShortcuts';

export default function CourseFilterScreen() {
  return <PageFrame title="Find a course" intro="Search and filter courses by paper, level, mentor and price." crumbs={[{ label: 'Courses', to: '/courses' }]}>
      <PaperShortcuts />
    </PageFrame>;
}
