import type { Selectable } from 'kysely';
import { levelSchema, type Subject } from '../../contracts/subject-schemas';
import type { SubjectsTable, SyllabusAreasTable } from '../db/schema';

export function toSubject(row: Selectable<SubjectsTable>, areas: Selectable<SyllabusAreasTable>[]): Subject {
  return {
    slug: row.slug,
    name: row.name,
    level: levelSchema.parse(row.level),
    marks: row.marks,
    durationMinutes: row.duration_minutes,
    passMarkPercent: row.pass_mark_percent,
    examFormat: row.exam_format,
    summary: row.summary,
    description: row.description,
    syllabusAreas: areas
      .filter((a) => a.subject_id === row.id)
      .sort((a, b) => a.position - b.position)
      .map((a) => ({ position: a.position, name: a.name, summary: a.summary, weightingPercent: a.weighting_percent })),
  };
}
