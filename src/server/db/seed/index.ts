import type { Db } from '../database';
import { seedCommerce } from './seed-commerce';
import { seedExams } from './seed-exams';
import { seedQuestionRevisions } from './seed-question-revisions';
import { seedMentorsAndCourses } from './seed-courses';
import { seedLessonMaterial } from './seed-lesson-material';
import { seedPostsAndPages } from './seed-posts-and-pages';
import { seedResources } from './seed-resources';
import { seedSubjects } from './seed-subjects';

export type SeedReport = {
  subjects: number;
  instructors: number;
  courses: number;
  posts: number;
  pages: number;
  resources: number;
  commerce: number;
  lessonMaterial: number;
  questions: number;
  questionRevisions: number;
};

/** Fills an empty database with the reference and demo content; safe to run on every start. */
export async function seedDatabase(db: Db): Promise<SeedReport> {
  const subjects = await seedSubjects(db);
  const { instructors, courses } = await seedMentorsAndCourses(db);
  // Courses inserted just now already carry their material; this fills lessons seeded before it existed.
  const lessonMaterial = await seedLessonMaterial(db);
  const { posts, pages } = await seedPostsAndPages(db);
  const resources = await seedResources(db);
  const commerce = await seedCommerce(db);
  const questions = await seedExams(db);
  // Bank questions reworded since this database was seeded get the new wording as a new version.
  const questionRevisions = await seedQuestionRevisions(db);
  return { subjects, instructors, courses, posts, pages, resources, commerce, lessonMaterial, questions, questionRevisions };
}
