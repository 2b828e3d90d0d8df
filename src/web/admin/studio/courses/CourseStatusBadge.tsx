import type { StudioCourseRow } from '../../../../contracts/studio-course-schemas';
import { Badge } from '../../ui/Badge';

/** Draft, Published or Deleted, the same in the list and the editor. */
export function CourseStatusBadge({ course }: { course: Pick<StudioCourseRow, 'status' | 'deletedAt'> }) {
  if (course.deletedAt !== null) return <Badge tone="red">Deleted</Badge>;
  return course.status === 'published' ? <Badge tone="green">Published</Badge> : <Badge tone="amber">Draft</Badge>;
}
