import type { InstructorCard, MentorQuery } from '../../contracts/catalogue-schemas';
import { loadInstructorCards } from '../catalogue/cards';
import { subjectIdBySlug } from '../catalogue/subject-filter';
import type { Db } from '../db/database';

/** Mentors in their set order, optionally only those who teach a paper or a level. */
export async function listMentors(db: Db, query: MentorQuery): Promise<InstructorCard[]> {
  let ids = db.selectFrom('instructors').select('instructors.id').where('instructors.deleted_at', 'is', null).orderBy('instructors.position').orderBy('instructors.id');
  if (query.subject) {
    const subjectId = await subjectIdBySlug(db, query.subject);
    ids = ids.where('instructors.id', 'in', db.selectFrom('instructor_subjects').select('instructor_id').where('subject_id', '=', subjectId));
  }
  if (query.level) {
    const level = query.level;
    ids = ids.where(
      'instructors.id',
      'in',
      db.selectFrom('instructor_subjects').innerJoin('subjects', 'subjects.id', 'instructor_subjects.subject_id').select('instructor_subjects.instructor_id').where('subjects.level', '=', level),
    );
  }
  const rows = await ids.execute();
  return loadInstructorCards(
    db,
    rows.map((r) => r.id),
  );
}
