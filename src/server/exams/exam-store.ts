import type { Difficulty, ExamKind, QuestionContent, QuestionKind, ReviewPolicy } from '../../contracts/exam-schemas';
import type { BlueprintRow, ExamSection } from '../../contracts/studio-exam-schemas';
import type { Db } from '../db/database';
import { SharedVersion, type SharedVersionOptions } from '../db/shared-version';
import type { PaperEntry } from './paper-entry';
import { answerKeySchema, type AnswerKey } from './question-key';
import { readBlueprint } from './read-blueprint';

export type BlueprintEntry = BlueprintRow;
/** A question a paper may hold, at its current version, with what a blueprint row filters and counts by. */
export type PoolQuestion = { questionId: number; versionId: number; areaId: number; difficulty: Difficulty; kind: QuestionKind; marks: number };
/** A fixed-list question with the section (its index) it belongs to. */
export type FixedQuestion = PoolQuestion & { section: number };

export type ExamDefinition = {
  id: number;
  slug: string;
  title: string;
  summary: string;
  kind: ExamKind;
  subject: { id: number; slug: string; name: string; level: string; position: number };
  area: { id: number; name: string } | null;
  durationMinutes: number | null;
  passPercent: number;
  attemptsAllowed: number | null;
  opensAt: string | null;
  closesAt: string | null;
  shuffleOptions: boolean;
  reviewPolicy: ReviewPolicy;
  /** Who marks written answers: the student (`self`) or a tutor. */
  writtenMarking: 'self' | 'tutor';
  access: 'everyone' | 'enrolled';
  courses: { id: number; slug: string; title: string }[];
  /** The courses whose certificate asks for a pass in this exam (certificates/certificate-rule.ts). */
  certificateCourseIds: number[];
  selection: 'fixed' | 'blueprint';
  /** Fixed list: the questions' current versions, in order. */
  fixed: FixedQuestion[];
  blueprint: BlueprintEntry[];
  /** In order; none: the paper is one run of questions. */
  sections: ExamSection[];
  questionCount: number;
  totalMarks: number;
  position: number;
  /** Unpublished exams are kept too: their attempts still open and show results. */
  published: boolean;
};

export type QuestionVersion = {
  id: number;
  questionId: number;
  /** The paper's name. */
  paper: string;
  area: { id: number; name: string; position: number };
  difficulty: Difficulty;
  kind: QuestionKind;
  marks: number;
  stem: string;
  content: QuestionContent;
  key: AnswerKey;
  explanation: string;
};

/** What never changes about an attempt once started: whose it is, its frozen paper and its deadline. */
export type AttemptHeader = { userId: string; paper: PaperEntry[]; deadlineAt: string | null };
const ATTEMPTS_KEPT = 50_000;

/** `pools` holds each paper's pool once an exam of that paper has been started, dropped with the rest of the snapshot. */
type Snapshot = { exams: ExamDefinition[]; bySlug: Map<string, ExamDefinition>; byId: Map<number, ExamDefinition>; pools: Map<number, Promise<PoolQuestion[]>> };

/**
 * What exam day reads, kept in each process: every exam, loaded once and
 * dropped only when an admin changes exams (the shared `exams` version, read
 * at most once a second); each paper's question pool, loaded when an exam of
 * that paper is first started and dropped with the exams; and question
 * versions, which never change once written, kept for good. So a start reads
 * nothing of the bank once its paper's pool is loaded, and loading it reads
 * that paper's questions only, never the whole bank.
 */
export class ExamStore {
  private snapshot: Promise<Snapshot> | null = null;
  private readonly versions = new Map<number, QuestionVersion>();
  private readonly attempts = new Map<string, AttemptHeader>();
  private readonly version: SharedVersion;

  /** `checkEveryMs`: how often the shared version is read (tests that count statements lengthen it). */
  constructor(
    private readonly db: Db,
    options: SharedVersionOptions = {},
  ) {
    this.version = new SharedVersion(db, 'exams', () => (this.snapshot = null), options);
  }

  /** The published exams, by paper and position. */
  async all(): Promise<ExamDefinition[]> {
    return (await this.current()).exams.filter((e) => e.published);
  }

  /** A published exam by its address. */
  async bySlug(slug: string): Promise<ExamDefinition | undefined> {
    const exam = (await this.current()).bySlug.get(slug);
    return exam?.published ? exam : undefined;
  }

  async byId(id: number): Promise<ExamDefinition | undefined> {
    return (await this.current()).byId.get(id);
  }

  /**
   * The questions a blueprint may draw from: the subject's active questions
   * at their current versions, read on the first start of the paper's exams
   * (one read serves every start waiting for it) and kept until exams change.
   */
  async pool(subjectId: number): Promise<PoolQuestion[]> {
    const snapshot = await this.current();
    let pool = snapshot.pools.get(subjectId);
    if (!pool) {
      pool = this.loadPool(subjectId).catch((error: unknown) => {
        snapshot.pools.delete(subjectId);
        throw error;
      });
      snapshot.pools.set(subjectId, pool);
    }
    return pool;
  }

  /** After an admin's change to exams or questions (this process at once, the others within a second). */
  invalidate(): Promise<void> {
    return this.version.bump();
  }

  /** An attempt's owner and paper, kept so that saving an answer reads nothing but writes one row. */
  knownAttempt(id: string): AttemptHeader | undefined {
    return this.attempts.get(id);
  }

  rememberAttempt(id: string, header: AttemptHeader): void {
    if (this.attempts.size >= ATTEMPTS_KEPT) this.attempts.delete(this.attempts.keys().next().value!);
    this.attempts.set(id, header);
  }

  /** Question versions by id; those not yet kept are read in one query. */
  async questionVersions(ids: number[]): Promise<Map<number, QuestionVersion>> {
    const missing = [...new Set(ids)].filter((id) => !this.versions.has(id));
    if (missing.length > 0) {
      const rows = await this.db
        .selectFrom('question_versions as v')
        .innerJoin('questions as q', 'q.id', 'v.question_id')
        .innerJoin('syllabus_areas as a', 'a.id', 'q.area_id')
        .innerJoin('subjects as s', 's.id', 'q.subject_id')
        .select([
          's.name as paper',
          'v.id',
          'v.question_id',
          'v.kind',
          'v.marks',
          'v.stem',
          'v.content',
          'v.answer_key',
          'v.explanation',
          'q.difficulty',
          'a.id as area_id',
          'a.name as area_name',
          'a.position as area_position',
        ])
        .where('v.id', 'in', missing)
        .execute();
      for (const row of rows) {
        this.versions.set(row.id, {
          id: row.id,
          questionId: row.question_id,
          paper: row.paper,
          area: { id: row.area_id, name: row.area_name, position: row.area_position },
          difficulty: row.difficulty,
          kind: row.kind,
          marks: row.marks,
          stem: row.stem,
          content: JSON.parse(row.content) as QuestionContent,
          key: answerKeySchema.parse(JSON.parse(row.answer_key)),
          explanation: row.explanation,
        });
      }
    }
    const found = new Map<number, QuestionVersion>();
    for (const id of ids) {
      const version = this.versions.get(id);
      if (!version) throw new Error(`question version ${id} does not exist`);
      found.set(id, version);
    }
    return found;
  }

  private async current(): Promise<Snapshot> {
    const seen = this.version.seen;
    await this.version.current();
    // A change seen just now dropped the snapshot; one load serves every request waiting for it.
    if (this.version.seen !== seen) this.snapshot = null;
    this.snapshot ??= this.load().catch((error: unknown) => {
      this.snapshot = null;
      throw error;
    });
    return this.snapshot;
  }

  private async loadPool(subjectId: number): Promise<PoolQuestion[]> {
    // The paper's rows only: each question keeps its current version's kind and marks (migration 0035).
    const rows = await this.db
      .selectFrom('questions')
      .select(['id', 'current_version_id', 'area_id', 'difficulty', 'current_kind', 'current_marks'])
      .where('subject_id', '=', subjectId)
      .where('active', '=', 1)
      .where('current_version_id', 'is not', null)
      .orderBy('id')
      .execute();
    return rows.map((row) => ({
      questionId: row.id,
      versionId: row.current_version_id!,
      areaId: row.area_id,
      difficulty: row.difficulty,
      kind: row.current_kind!,
      marks: row.current_marks!,
    }));
  }

  private async load(): Promise<Snapshot> {
    const db = this.db;
    const [exams, links, fixedRows, sectionRows, certificateRows] = await Promise.all([
      db
        .selectFrom('exams as e')
        .innerJoin('subjects as s', 's.id', 'e.subject_id')
        .leftJoin('syllabus_areas as a', 'a.id', 'e.area_id')
        .select([
          'e.id',
          'e.slug',
          'e.title',
          'e.summary',
          'e.kind',
          'e.duration_minutes',
          'e.pass_percent',
          'e.attempts_allowed',
          'e.opens_at',
          'e.closes_at',
          'e.shuffle_options',
          'e.review_policy',
          'e.written_marking',
          'e.access',
          'e.selection',
          'e.blueprint',
          'e.question_count',
          'e.total_marks',
          'e.position',
          'e.published',
          's.id as subject_id',
          's.slug as subject_slug',
          's.name as subject_name',
          's.level as subject_level',
          's.position as subject_position',
          'a.id as area_id',
          'a.name as area_name',
        ])
        .orderBy('s.position')
        .orderBy('e.position')
        .execute(),
      db
        .selectFrom('exam_courses as ec')
        .innerJoin('courses as c', 'c.id', 'ec.course_id')
        .select(['ec.exam_id', 'c.id', 'c.slug', 'c.title'])
        .where('c.status', '=', 'published')
        .orderBy('c.title')
        .execute(),
      db
        .selectFrom('exam_questions as eq')
        .innerJoin('questions as q', 'q.id', 'eq.question_id')
        // The current version's kind and marks are kept on the question (migration 0035).
        .select(['eq.exam_id', 'eq.section', 'q.id', 'q.current_version_id', 'q.area_id', 'q.difficulty', 'q.current_kind', 'q.current_marks'])
        .where('q.current_version_id', 'is not', null)
        .orderBy('eq.exam_id')
        .orderBy('eq.position')
        .execute(),
      db.selectFrom('exam_sections').select(['exam_id', 'title', 'instructions', 'suggested_minutes']).orderBy('exam_id').orderBy('position').execute(),
      db.selectFrom('certificate_exams').select(['exam_id', 'course_id']).orderBy('course_id').execute(),
    ]);
    const definitions = exams.map((e): ExamDefinition => ({
      id: e.id,
      slug: e.slug,
      title: e.title,
      summary: e.summary,
      kind: e.kind,
      subject: { id: e.subject_id, slug: e.subject_slug, name: e.subject_name, level: e.subject_level, position: e.subject_position },
      area: e.area_id !== null && e.area_name !== null ? { id: e.area_id, name: e.area_name } : null,
      durationMinutes: e.duration_minutes,
      passPercent: e.pass_percent,
      attemptsAllowed: e.attempts_allowed,
      opensAt: e.opens_at,
      closesAt: e.closes_at,
      shuffleOptions: e.shuffle_options === 1,
      reviewPolicy: e.review_policy,
      writtenMarking: e.written_marking,
      access: e.access,
      courses: links.filter((l) => l.exam_id === e.id).map((l) => ({ id: l.id, slug: l.slug, title: l.title })),
      certificateCourseIds: certificateRows.filter((r) => r.exam_id === e.id).map((r) => r.course_id),
      selection: e.selection,
      fixed: fixedRows
        .filter((r) => r.exam_id === e.id && r.current_version_id !== null)
        .map((r) => ({
          questionId: r.id,
          versionId: r.current_version_id!,
          areaId: r.area_id,
          difficulty: r.difficulty,
          kind: r.current_kind!,
          marks: r.current_marks!,
          section: (r.section ?? 1) - 1,
        })),
      blueprint: readBlueprint(e.blueprint),
      sections: sectionRows.filter((r) => r.exam_id === e.id).map((r) => ({ title: r.title, instructions: r.instructions, suggestedMinutes: r.suggested_minutes })),
      questionCount: e.question_count,
      totalMarks: e.total_marks,
      position: e.position,
      published: e.published === 1,
    }));
    return {
      exams: definitions,
      bySlug: new Map(definitions.map((d) => [d.slug, d])),
      byId: new Map(definitions.map((d) => [d.id, d])),
      pools: new Map(),
    };
  }
}
