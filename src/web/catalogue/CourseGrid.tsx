import type { CourseCard as Course } from '../../contracts/catalogue-schemas';
import { CourseCard } from './CourseCard';

/** Cards in one to three columns; the first row loads at once, the rest when scrolled near. */
export function CourseGrid({ courses, eagerCount = 3, columns = 3 }: { courses: Course[]; eagerCount?: number; columns?: 2 | 3 }) {
  return (
    <ul className={`grid gap-6 sm:grid-cols-2 ${columns === 3 ? 'xl:grid-cols-3' : ''}`}>
      {courses.map((course, i) => (
        <li key={course.slug}>
          <CourseCard course={course} eager={i < eagerCount} lead={i === 0 && eagerCount > 0} />
        </li>
      ))}
    </ul>
  );
}
