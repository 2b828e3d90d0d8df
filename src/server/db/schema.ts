import type { Generated } from 'kysely';

/**
 * Table types for Kysely. Conventions that keep one query layer portable
 * between SQLite and PostgreSQL:
 * - timestamps are ISO-8601 strings (TEXT on SQLite, timestamptz on
 *   PostgreSQL, read back as ISO strings by the pg type parser);
 * - flags are integers 0/1 (SQLite has no boolean type);
 * - money is an integer number of paisa.
 */
export interface SubjectsTable {
  id: Generated<number>;
  slug: string;
  name: string;
  level: string;
  position: number;
  marks: number;
  duration_minutes: number;
  pass_mark_percent: number;
  exam_format: string;
  summary: string;
  description: string;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}

export interface SyllabusAreasTable {
  id: Generated<number>;
  subject_id: number;
  position: number;
  name: string;
  summary: string;
  weighting_percent: number | null;
}

export interface Database {
  subjects: SubjectsTable;
  syllabus_areas: SyllabusAreasTable;
}
