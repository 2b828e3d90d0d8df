import { LEVEL_LABELS, SUBJECT_LEVELS, formatDuration } from '../../../contracts/subjects';
import { makeTextPdf } from '../../catalogue/make-pdf';
import type { Db } from '../database';
import { COURSE_SEEDS } from './seed-courses';
import { SUBJECT_SEEDS, type SubjectSeed } from './subjects-data';

/** A public key-facts sheet for every paper, generated as a real PDF. */
function keyFactsSheet(subject: SubjectSeed): Uint8Array {
  const lines = [
    `${LEVEL_LABELS[SUBJECT_LEVELS[subject.name]]} paper: ${subject.marks} marks, ${formatDuration(subject.durationMinutes)}, pass mark ${subject.passMarkPercent}%.`,
    `Exam format: ${subject.examFormat}`,
    '',
    'Syllabus areas and indicative weightings:',
    ...subject.areas.flatMap((area) => [`- ${area.name}${area.weightingPercent === null ? '' : ` (${area.weightingPercent}%)`}`, `  ${area.summary}`]),
    '',
    'How to use this sheet: tick an area off when you can answer a full exam-standard question on it in time.',
    'Prepared by the Hisab mentors. Check the syllabus for your sitting on the ICAB website.',
  ];
  return makeTextPdf(`${subject.name}: key facts and syllabus weightings`, lines);
}

/** For enrolled students of a paper's full course: a week-by-week plan built from its sections. */
function studyPlanner(courseTitle: string, sections: { title: string; lessons: { title: string; minutes: number }[] }[]): Uint8Array {
  const lines = sections.flatMap((section, i) => [
    `Week ${i + 1}: ${section.title} (${formatDuration(section.lessons.reduce((sum, l) => sum + l.minutes, 0))} of lessons)`,
    ...section.lessons.map((lesson) => `  [ ] ${lesson.title}`),
    '',
  ]);
  lines.push(`Final weeks: sit the timed mock exams, review every wrong answer, then repeat the weakest area.`);
  return makeTextPdf(`Study planner: ${courseTitle}`, lines);
}

/**
 * A public key-facts PDF per paper, and an enrolled-only study planner for
 * each paper's full course (its first paid course). Missing ones are added;
 * files are generated, so the product ships no binary blobs.
 */
export async function seedResources(db: Db): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const subjectIds = new Map((await trx.selectFrom('subjects').select(['id', 'name']).execute()).map((s) => [s.name, s.id]));
    const courseIds = new Map((await trx.selectFrom('courses').select(['id', 'slug']).execute()).map((c) => [c.slug, c.id]));
    const existing = new Set((await trx.selectFrom('resources').select('slug').execute()).map((r) => r.slug));
    let inserted = 0;
    for (const subject of SUBJECT_SEEDS) {
      const subjectId = subjectIds.get(subject.name)!;
      const facts = { slug: `${subject.slug}-key-facts`, content: keyFactsSheet(subject) };
      if (!existing.has(facts.slug)) {
        await trx
          .insertInto('resources')
          .values({
            slug: facts.slug,
            subject_id: subjectId,
            title: `${subject.name}: key facts and syllabus weightings`,
            description: 'The exam format, marks, time and pass mark, with every syllabus area and its weighting on one page.',
            access: 'public',
            course_id: null,
            file_name: `${subject.slug}-key-facts.pdf`,
            mime_type: 'application/pdf',
            size_bytes: facts.content.byteLength,
            content: facts.content,
          })
          .execute();
        inserted += 1;
      }
      const fullCourse = COURSE_SEEDS.find((c) => c.subject === subject.name && c.pricePaisa > 0 && c.status !== 'draft' && c.sections.length >= 5);
      const slug = `${subject.slug}-study-planner`;
      if (fullCourse && !existing.has(slug) && courseIds.has(fullCourse.slug)) {
        const content = studyPlanner(
          fullCourse.title,
          fullCourse.sections.map((s) => ({ title: s.title, lessons: s.lessons.map((l) => ({ title: l.title, minutes: l.minutes })) })),
        );
        await trx
          .insertInto('resources')
          .values({
            slug,
            subject_id: subjectId,
            title: `${subject.name}: study planner`,
            description: `A week-by-week plan through every lesson of "${fullCourse.title}", with boxes to tick.`,
            access: 'enrolled',
            course_id: courseIds.get(fullCourse.slug)!,
            file_name: `${slug}.pdf`,
            mime_type: 'application/pdf',
            size_bytes: content.byteLength,
            content,
          })
          .execute();
        inserted += 1;
      }
    }
    return inserted;
  });
}
