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

/**
 * Better Auth's tables (see auth/auth-schema.ts). Better Auth writes them; the
 * project reads them for admin screens. Flags are 0/1 on SQLite and booleans
 * on PostgreSQL; dates are ISO strings on both through the project's Kysely.
 */
export interface UsersTable {
  id: string;
  name: string;
  email: string;
  email_verified: number | boolean;
  image: string | null;
  phone: string | null;
  role: string | null;
  banned: number | boolean | null;
  ban_reason: string | null;
  ban_expires: string | null;
  created_at: string;
  updated_at: string;
}

/** The words each account is found by in the admin's user search (admin/account-words.ts, migration 0029). */
export interface UserSearchWordsTable {
  user_id: string;
  word: string;
}

export interface SessionsTable {
  id: string;
  token: string;
  user_id: string;
  expires_at: string;
  ip_address: string | null;
  user_agent: string | null;
  impersonated_by: string | null;
  created_at: string;
  updated_at: string;
}

export interface AccountsTable {
  id: string;
  account_id: string;
  provider_id: string;
  user_id: string;
  password: string | null;
  created_at: string;
  updated_at: string;
}

export interface VerificationsTable {
  id: string;
  identifier: string;
  value: string;
  expires_at: string;
  created_at: string;
  updated_at: string;
}

export interface SignInFailuresTable {
  id: Generated<number>;
  email: string;
  ip: string;
  created_at: string;
}

export interface SignInThrottlesTable {
  /** `account:<email>` or `device:<id>`. */
  key: string;
  /** Attempts since the last success, each counted before its password was checked. */
  failures: number;
  /** The last attempt. */
  updated_at: string;
}

export interface RateLimitCountersTable {
  bucket: string;
  key: string;
  hits: number;
  window_started_at: string;
}

/** An address an item had before its slug changed: answered with a permanent redirect. */
export interface SlugRedirectsTable {
  kind: 'course' | 'post' | 'mentor' | 'exam' | 'resource';
  old_slug: string;
  target_id: number;
  created_at: Generated<string>;
}

export interface MailOutboxTable {
  id: Generated<number>;
  kind: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  transport: 'outbox' | 'smtp';
  status: 'stored' | 'sent' | 'failed';
  error: string | null;
  created_at: Generated<string>;
  sent_at: string | null;
}

export interface AuditLogTable {
  id: Generated<number>;
  actor_id: string | null;
  actor_email: string;
  action: string;
  target_type: string;
  target_id: string;
  details: string;
  ip: string | null;
  created_at: Generated<string>;
}

export interface AppSettingsTable {
  key: string;
  value: string;
  updated_at: Generated<string>;
}

/** JSON lists (qualifications, outcomes...) are stored as text; flags are 0/1 integers. */
export interface InstructorsTable {
  id: Generated<number>;
  slug: string;
  name: string;
  title: string;
  qualifications: string;
  bio: string;
  years_teaching: number;
  social: string;
  position: number;
  created_at: Generated<string>;
  updated_at: Generated<string>;
  version: Generated<number>;
  deleted_at: string | null;
  /** An uploaded photo (media); without one the generated portrait is shown. */
  photo_media_id: number | null;
  /** Kept: distinct students of the mentor's published courses (enrollments/kept-figures.ts). */
  students_count: Generated<number>;
}

export interface InstructorSubjectsTable {
  instructor_id: number;
  subject_id: number;
}

export interface CoursesTable {
  id: Generated<number>;
  slug: string;
  title: string;
  subject_id: number;
  summary: string;
  description: string;
  outcomes: string;
  requirements: string;
  language: string;
  price_paisa: number;
  sale_price_paisa: number | null;
  access_days: number | null;
  access_until: string | null;
  status: 'draft' | 'published';
  featured: Generated<number>;
  students_count: Generated<number>;
  lessons_count: Generated<number>;
  duration_minutes: Generated<number>;
  published_at: string | null;
  created_at: Generated<string>;
  updated_at: Generated<string>;
  /** Counts saves; a save names the version it started from (see studio/versioned.ts). */
  version: Generated<number>;
  /** Put aside by an admin (and unpublished); rows that point at it keep it. */
  deleted_at: string | null;
  /** Counts changes to the sections and the lessons' order; checked like `version` (studio/curriculum). */
  curriculum_version: Generated<number>;
  /** The generated cover's colours (contracts/course-cover-themes.ts); null is the paper's own. */
  cover_theme: string | null;
  /** 1: finishing the course earns a certificate (migration 0036). */
  certificate: Generated<number>;
}

/** A mock a course's certificate also asks to be passed (migration 0036). */
export interface CertificateExamsTable {
  course_id: number;
  exam_id: number;
}

/** The key signed credentials are signed with (migration 0037): one row, id 1. */
export interface CredentialKeysTable {
  id: number;
  kid: string;
  /** PKCS#8 PEM of the Ed25519 private key. */
  private_key: string;
  /** The public key as a JWK (JSON), published at /.well-known/jwks.json. */
  public_jwk: string;
  created_at: Generated<string>;
}

/** A certificate issued (migration 0036): at most one current (not replaced) per student and course. */
export interface CertificatesTable {
  id: Generated<number>;
  /** Printed on the certificate and typed on the verify page (certificates/certificate-code.ts). */
  code: string;
  user_id: string;
  course_id: number;
  /** The student's name and the course's title on the day it was issued. */
  holder_name: string;
  course_title: string;
  issued_at: string;
  revoked_at: string | null;
  revoked_reason: string | null;
  replaced_at: string | null;
  replaced_by: number | null;
}

export interface CourseInstructorsTable {
  course_id: number;
  instructor_id: number;
  position: number;
}

export interface CourseSectionsTable {
  id: Generated<number>;
  course_id: number;
  position: number;
  title: string;
  /** Removed in the studio; its lessons were removed first, so no progress points at it alone. */
  deleted_at: Generated<string | null>;
}

export interface LessonsTable {
  id: Generated<number>;
  course_id: number;
  section_id: number;
  position: number;
  title: string;
  kind: 'video' | 'text' | 'pdf';
  duration_minutes: number;
  free_preview: Generated<number>;
  /** Markdown: the text of a text lesson, the notes under a video or beside a PDF. */
  body: string | null;
  /** A YouTube or Vimeo address, or a direct video file. */
  video_url: string | null;
  file_name: string | null;
  /** Null once the bytes have moved to the storage layer (file_key). */
  file_content: Uint8Array | null;
  /**
   * The row is what students see. 0 for a lesson added in the studio and
   * never published: students never see it. Seeded lessons are published.
   */
  published: Generated<number>;
  /** Removed in the studio: students no longer see it, their progress on it stays. */
  deleted_at: Generated<string | null>;
  /** Counts the lesson's saves in the studio (draft, file, publish, restore). */
  version: Generated<number>;
  /** The lesson_files row the published file came from (null for seeded files). */
  file_id: Generated<number | null>;
  /** Where the published PDF lives in the storage layer (file_content is emptied once it has moved). */
  file_key: Generated<string | null>;
  /** The published PDF's size in bytes (null on rows without a file). */
  file_size: Generated<number | null>;
  /** The hosted video students play (video_assets); replaced only by publishing a draft whose asset is ready. */
  video_asset_id: Generated<number | null>;
}

/** A PDF uploaded for a lesson; drafts, the published lesson and kept versions point at it. */
export interface LessonFilesTable {
  id: Generated<number>;
  lesson_id: number;
  file_name: string;
  size_bytes: number;
  /** Empty once the bytes have moved to the storage layer (storage_key). */
  content: Uint8Array;
  storage_key: Generated<string | null>;
  created_at: Generated<string>;
  created_by: string | null;
}

/** A lesson's unpublished edits: one row while there are any. */
export interface LessonDraftsTable {
  lesson_id: number;
  title: string;
  kind: 'video' | 'text' | 'pdf';
  body: string | null;
  video_url: string | null;
  file_id: number | null;
  video_asset_id: Generated<number | null>;
  duration_minutes: number;
  free_preview: number;
  updated_at: Generated<string>;
  updated_by: string | null;
}

/** Every version of a lesson that was published, kept so one can be restored. */
export interface LessonVersionsTable {
  id: Generated<number>;
  lesson_id: number;
  version: number;
  title: string;
  kind: 'video' | 'text' | 'pdf';
  body: string | null;
  video_url: string | null;
  file_id: number | null;
  file_name: string | null;
  video_asset_id: Generated<number | null>;
  duration_minutes: number;
  free_preview: number;
  published_at: string;
  /** The publishing admin's email, as the history shows it. */
  published_by: string | null;
}

/** FTS5 table on SQLite, tsvector column on PostgreSQL; only catalogue/search-index.ts touches it. */
export interface CourseSearchTable {
  course_id: number;
  document: string;
}

export interface BlogPostsTable {
  id: Generated<number>;
  slug: string;
  title: string;
  excerpt: string;
  body: string;
  author_id: number | null;
  /** The paper the post is about, if one; its subject page lists it. */
  subject_id: number | null;
  category: string;
  status: 'draft' | 'published';
  reading_minutes: number;
  published_at: string | null;
  created_at: Generated<string>;
  updated_at: Generated<string>;
  version: Generated<number>;
  deleted_at: string | null;
  /** An uploaded cover (media); without one the generated cover is shown. */
  cover_media_id: number | null;
}

export interface PostTagsTable {
  post_id: number;
  tag: string;
}

export interface ResourcesTable {
  id: Generated<number>;
  slug: string;
  subject_id: number;
  title: string;
  description: string;
  access: 'public' | 'enrolled';
  course_id: number | null;
  file_name: string;
  mime_type: string;
  size_bytes: number;
  /** Empty once the bytes have moved to the storage layer (storage_key). */
  content: Uint8Array;
  storage_key: Generated<string | null>;
  created_at: Generated<string>;
  version: Generated<number>;
  deleted_at: string | null;
}

export interface ContentPagesTable {
  slug: string;
  title: string;
  summary: string;
  body: string;
  updated_at: Generated<string>;
  version: Generated<number>;
}

export interface ContactMessagesTable {
  id: Generated<number>;
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
  ip: string;
  status: 'unread' | 'read';
  created_at: Generated<string>;
}

export interface SiteSettingsTable {
  /** One of SITE_SETTING_KEYS. */
  key: string;
  value: string;
  updated_at: Generated<string>;
  /** The admin's email. */
  updated_by: string | null;
}

export interface CacheVersionsTable {
  area: string;
  version: number;
  updated_at: Generated<string>;
}

/** An uploaded image, once per content hash: the original and what it is. */
export interface MediaTable {
  id: Generated<number>;
  hash: string;
  mime: 'image/png' | 'image/jpeg' | 'image/webp';
  width: number;
  height: number;
  size_bytes: number;
  /** Empty once the bytes have moved to the storage layer (original_key). */
  original: Uint8Array;
  original_key: Generated<string | null>;
  created_at: Generated<string>;
  created_by: string | null;
}

/** A resized copy of an image in a modern format, made on first request and kept. */
export interface MediaVariantsTable {
  media_id: number;
  preset: string;
  format: 'webp' | 'avif';
  /** Empty once the bytes have moved to the storage layer (storage_key). */
  content: Uint8Array;
  storage_key: Generated<string | null>;
  created_at: Generated<string>;
}

/** A variant being rendered (claimed by one process) or one that could not be made (kept, answered at once). */
export interface MediaVariantRendersTable {
  media_id: number;
  preset: string;
  format: 'webp' | 'avif';
  state: 'rendering' | 'failed';
  claimed_at: string;
  failure: string | null;
}

export type VideoAssetState = 'queued' | 'processing' | 'ready' | 'failed' | 'cancelled';

/** An uploaded lecture file and the HLS ladder and poster made from it, all in the storage layer. */
export interface VideoAssetsTable {
  id: Generated<number>;
  lesson_id: number | null;
  state: VideoAssetState;
  source_key: string;
  source_name: string;
  source_bytes: number;
  duration_ms: number;
  width: number;
  height: number;
  has_audio: number;
  /** JSON: the rungs made (see contracts), null until ready. */
  renditions: string | null;
  /** The storage prefix holding master.m3u8 and the rungs' folders. */
  hls_key: string | null;
  poster_key: string | null;
  progress: Generated<number>;
  eta_seconds: number | null;
  failure: string | null;
  created_by: string | null;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}

export interface VideoCaptionsTable {
  asset_id: number;
  lang: 'en' | 'bn';
  storage_key: string;
  size_bytes: number;
  created_by: string | null;
  created_at: Generated<string>;
}

export type JobState = 'queued' | 'running' | 'done' | 'failed' | 'cancelled';

/** A resumable video upload whose last byte has arrived, by its tus id: being finished by one request, or done (migration 0030). */
export interface VideoUploadsTable {
  id: string;
  state: 'finishing' | 'done' | 'refused';
  /** The file's size and the video it became, once done. */
  size_bytes: number | null;
  asset_id: number | null;
  /** Which request holds the finish (a random token), while finishing (migration 0030). */
  claim: string | null;
  /** Renewed by the database's clock while finishing; a claim not renewed for a minute may be taken over. */
  heartbeat_at: string | null;
  /** Why the file was refused (a catalogue code and its sentence), once refused. */
  refusal_code: string | null;
  refusal_message: string | null;
  updated_at: string;
}

/** tus's lock of an upload, held across processes and machines while one request reads or writes it (migration 0030). */
export interface VideoUploadLocksTable {
  /** The upload's tus id. */
  id: string;
  /** Which request holds it (a random token). */
  holder: string;
  /** The holder renews it while it works; past it, another request may take the lock. */
  expires_at: string;
  /** 1 once another request wants the lock: the holder ends its request. */
  release_requested: Generated<number>;
}

/** Background work (transcoding), claimed by one process at a time with a conditional update. */
export interface JobsTable {
  id: Generated<number>;
  kind: string;
  subject_id: number;
  state: JobState;
  /** Lower runs first (jobs/job-rules.ts JOB_PRIORITY). */
  priority: Generated<number>;
  attempts: Generated<number>;
  max_attempts: Generated<number>;
  run_after: string;
  claimed_by: string | null;
  claimed_at: string | null;
  heartbeat_at: string | null;
  failure: string | null;
  created_at: Generated<string>;
  updated_at: Generated<string>;
  finished_at: string | null;
}

/** A student's place in a lesson's video and the seconds they have watched. */
export interface LessonWatchTable {
  user_id: string;
  lesson_id: number;
  course_id: number;
  position_seconds: number;
  watched_seconds: number;
  duration_seconds: number;
  updated_at: Generated<string>;
  /** The wall-clock time watched seconds are credited up to (0025); null before the first save. */
  credited_until: Generated<string | null>;
}

export interface Database {
  subjects: SubjectsTable;
  syllabus_areas: SyllabusAreasTable;
  users: UsersTable;
  user_search_words: UserSearchWordsTable;
  sessions: SessionsTable;
  accounts: AccountsTable;
  verifications: VerificationsTable;
  sign_in_failures: SignInFailuresTable;
  sign_in_throttles: SignInThrottlesTable;
  rate_limit_counters: RateLimitCountersTable;
  slug_redirects: SlugRedirectsTable;
  mail_outbox: MailOutboxTable;
  audit_log: AuditLogTable;
  app_settings: AppSettingsTable;
  instructors: InstructorsTable;
  instructor_subjects: InstructorSubjectsTable;
  courses: CoursesTable;
  certificate_exams: CertificateExamsTable;
  certificates: CertificatesTable;
  credential_keys: CredentialKeysTable;
  course_instructors: CourseInstructorsTable;
  course_sections: CourseSectionsTable;
  lessons: LessonsTable;
  lesson_files: LessonFilesTable;
  video_assets: VideoAssetsTable;
  video_captions: VideoCaptionsTable;
  video_uploads: VideoUploadsTable;
  video_upload_locks: VideoUploadLocksTable;
  jobs: JobsTable;
  lesson_watch: LessonWatchTable;
  lesson_drafts: LessonDraftsTable;
  lesson_versions: LessonVersionsTable;
  course_search: CourseSearchTable;
  blog_posts: BlogPostsTable;
  post_tags: PostTagsTable;
  resources: ResourcesTable;
  content_pages: ContentPagesTable;
  media: MediaTable;
  media_variants: MediaVariantsTable;
  media_variant_renders: MediaVariantRendersTable;
  contact_messages: ContactMessagesTable;
  cache_versions: CacheVersionsTable;
  site_settings: SiteSettingsTable;
  cart_items: CartItemsTable;
  cart_coupons: CartCouponsTable;
  coupons: CouponsTable;
  coupon_courses: CouponCoursesTable;
  payment_methods: PaymentMethodsTable;
  orders: OrdersTable;
  order_counts: OrderCountsTable;
  site_figures: SiteFiguresTable;
  order_items: OrderItemsTable;
  enrollments: EnrollmentsTable;
  lesson_progress: LessonProgressTable;
  questions: QuestionsTable;
  question_versions: QuestionVersionsTable;
  question_tags: QuestionTagsTable;
  exams: ExamsTable;
  exam_questions: ExamQuestionsTable;
  exam_sections: ExamSectionsTable;
  exam_courses: ExamCoursesTable;
  exam_attempts: ExamAttemptsTable;
  exam_answers: ExamAnswersTable;
  exam_area_totals: ExamAreaTotalsTable;
  tutor_papers: TutorPapersTable;
  marking_scripts: MarkingScriptsTable;
  script_marks: ScriptMarksTable;
  mark_changes: MarkChangesTable;
  question_reports: QuestionReportsTable;
  exam_figure_snapshots: ExamFigureSnapshotsTable;
}

export interface CartItemsTable {
  user_id: string;
  course_id: number;
  added_at: Generated<string>;
}

export interface CartCouponsTable {
  user_id: string;
  code: string;
}

export interface CouponsTable {
  id: Generated<number>;
  code: string;
  description: string;
  kind: 'percent' | 'fixed';
  /** Percent 1-100, or paisa. */
  amount: number;
  expires_at: string | null;
  usage_limit: number | null;
  used_count: Generated<number>;
  active: Generated<number>;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}

export interface CouponCoursesTable {
  coupon_id: number;
  course_id: number;
}

export type PaymentMethodCode = 'bkash' | 'nagad' | 'rocket' | 'bank';

export interface PaymentMethodsTable {
  code: PaymentMethodCode;
  label: string;
  account_name: string;
  account_number: string;
  instructions: string;
  enabled: Generated<number>;
  position: number;
  updated_at: Generated<string>;
}

export type OrderStatus = 'submitted' | 'approved' | 'rejected';
export type OrderMethod = PaymentMethodCode | 'free' | 'manual';

export interface OrdersTable {
  id: Generated<number>;
  reference: string;
  user_id: string;
  checkout_key: string;
  status: OrderStatus;
  method: OrderMethod;
  subtotal_paisa: number;
  discount_paisa: number;
  total_paisa: number;
  coupon_id: number | null;
  coupon_code: string | null;
  sender: string | null;
  trx_id: string | null;
  /** Null once the bytes have moved to the storage layer (screenshot_key). */
  screenshot: Uint8Array | null;
  screenshot_key: Generated<string | null>;
  screenshot_type: string | null;
  reject_reason: string | null;
  reviewed_by: string | null;
  reviewed_at: string | null;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}

/** Kept: orders by status and method, in slots (orders/order-counts.ts). */
export interface OrderCountsTable {
  status: OrderStatus;
  method: OrderMethod;
  slot: number;
  n: number;
}

/** Kept figures of the whole site, by name (enrollments/kept-figures.ts). */
export interface SiteFiguresTable {
  name: 'enrolled_students';
  value: number;
}

export interface OrderItemsTable {
  order_id: number;
  course_id: number | null;
  course_slug: string;
  course_title: string;
  price_paisa: number;
  sale_price_paisa: number | null;
  discount_paisa: number;
  paid_paisa: number;
  position: number;
}

export interface EnrollmentsTable {
  id: Generated<number>;
  user_id: string;
  course_id: number;
  status: 'active' | 'revoked';
  source: 'order' | 'free' | 'manual';
  order_id: number | null;
  starts_at: string;
  expires_at: string | null;
  revoke_reason: string | null;
  last_lesson_id: number | null;
  last_opened_at: string | null;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}

export interface LessonProgressTable {
  user_id: string;
  lesson_id: number;
  course_id: number;
  completed_at: string;
}

export interface QuestionsTable {
  id: Generated<number>;
  subject_id: number;
  area_id: number;
  ref: string;
  difficulty: 'foundation' | 'standard' | 'challenging';
  current_version_id: number | null;
  /** The current version's kind and marks, moved with current_version_id (migration 0035): the exam pool reads them without the versions. */
  current_kind: QuestionVersionsTable['kind'] | null;
  current_marks: number | null;
  active: Generated<number>;
  created_at: Generated<string>;
  updated_at: Generated<string>;
  version: Generated<number>;
}

/** A tag on a question of the bank (migration 0034): kept as written, matched without case. */
export interface QuestionTagsTable {
  question_id: number;
  tag: string;
}

export interface QuestionVersionsTable {
  id: Generated<number>;
  question_id: number;
  version: number;
  kind: 'single' | 'multi' | 'number' | 'table' | 'journal' | 'written';
  marks: number;
  stem: string;
  content: string;
  answer_key: string;
  explanation: string;
  created_at: Generated<string>;
}

export interface ExamsTable {
  id: Generated<number>;
  slug: string;
  subject_id: number;
  area_id: number | null;
  title: string;
  summary: string;
  kind: 'mock' | 'practice' | 'quiz';
  duration_minutes: number | null;
  pass_percent: Generated<number>;
  attempts_allowed: number | null;
  opens_at: string | null;
  closes_at: string | null;
  shuffle_options: Generated<number>;
  review_policy: 'after_submit' | 'after_close' | 'never';
  access: 'everyone' | 'enrolled';
  selection: 'fixed' | 'blueprint';
  blueprint: string | null;
  question_count: number;
  total_marks: number;
  position: Generated<number>;
  published: Generated<number>;
  created_at: Generated<string>;
  updated_at: Generated<string>;
  version: Generated<number>;
  deleted_at: string | null;
  /** Who marks written answers: the student against the guide, or a tutor. */
  written_marking: Generated<'self' | 'tutor'>;
}

export interface ExamQuestionsTable {
  exam_id: number;
  position: number;
  question_id: number;
  /** The section (its position) the question belongs to; null when the exam has no sections. */
  section: number | null;
}

/** An exam's sections in order: the paper is frozen in this order (migration 0032). */
export interface ExamSectionsTable {
  exam_id: number;
  position: number;
  title: string;
  instructions: Generated<string>;
  suggested_minutes: number;
}

export interface ExamCoursesTable {
  exam_id: number;
  course_id: number;
}

export interface ExamAttemptsTable {
  id: string;
  exam_id: number;
  user_id: string;
  number: number;
  status: 'in_progress' | 'submitted';
  started_at: string;
  deadline_at: string | null;
  finished_at: string | null;
  finished_by: 'student' | 'time' | null;
  paper: string;
  total_marks: number;
  score_hundredths: number | null;
  marking: string | null;
  /** The question the student is on (1-based), where the player reopens. */
  current_position: Generated<number>;
  /** Kept: a finished attempt's written answers still to be self-marked (exams/exam-sums.ts). */
  to_mark: Generated<number>;
  /** JSON: the sections as the paper was frozen (PaperSection[]); null when the exam had none. */
  sections: string | null;
}

/**
 * Kept: a student's marked questions per syllabus area over every finished
 * attempt (My exams' weak areas), changed by finalising and self-marking
 * (exams/exam-sums.ts).
 */
export interface ExamAreaTotalsTable {
  user_id: string;
  area_id: number;
  questions: number;
  /** Hundredths of a mark, as the score. */
  marks_hundredths: number;
  max_marks: number;
}

export interface ExamAnswersTable {
  attempt_id: string;
  position: number;
  answer: string | null;
  revision: number;
  flagged: Generated<number>;
  checked: Generated<number>;
  self_marks: string | null;
  saved_at: string;
}

/** The papers an admin assigned to a tutor; a lead tutor also moderates them. */
export interface TutorPapersTable {
  user_id: string;
  subject_id: number;
  lead: Generated<number>;
}

/** A finished attempt of a tutor-marked exam with written answers to mark; its id is the script number. */
export interface MarkingScriptsTable {
  id: Generated<number>;
  attempt_id: string;
  exam_id: number;
  subject_id: number;
  state: 'awaiting' | 'draft' | 'released';
  submitted_at: string;
  /** Moves on every save: a save from an older copy is refused. */
  revision: Generated<number>;
  opened_by: string | null;
  opened_at: string | null;
  comment: Generated<string>;
  marked_by: string | null;
  released_at: string | null;
  updated_at: Generated<string>;
}

/** A tutor's marks and comment on one written answer of a script. */
export interface ScriptMarksTable {
  script_id: number;
  position: number;
  /** JSON: [{ pointId, marks }]. */
  awards: string;
  marks_hundredths: number;
  comment: Generated<string>;
}

/** Every change to a mark after submission: release, moderation or regrade. */
export interface MarkChangesTable {
  id: Generated<number>;
  attempt_id: string;
  position: number;
  cause: 'release' | 'moderation' | 'regrade';
  changed_by: string | null;
  changed_by_name: string;
  changed_at: string;
  from_hundredths: number | null;
  to_hundredths: number;
  reason: Generated<string>;
}

/** A student's report of a problem with a question, from the review of a finished attempt; one open per student and question. */
export interface QuestionReportsTable {
  id: Generated<number>;
  question_id: number;
  /** The version the student was given in that attempt. */
  version_id: number;
  attempt_id: string;
  position: number;
  user_id: string;
  reason: 'wrong_key' | 'unclear' | 'typo' | 'other';
  details: Generated<string>;
  status: Generated<'open' | 'resolved' | 'dismissed'>;
  /** The admin's answer on resolving, shown on the student's review. */
  reply: Generated<string>;
  created_at: string;
  updated_at: string;
  closed_at: string | null;
  closed_by: string | null;
}

/** An exam's figures per question, kept for a question's page across exams (exam-figure-snapshots.ts). */
export interface ExamFigureSnapshotsTable {
  exam_id: number;
  attempts_used: 'first' | 'all';
  exams_version: number;
  attempts: number;
  computed_at: string;
  /** JSON: [questionId, { figures, versions }] pairs. */
  figures: string;
}
