import { z } from 'zod';
import { COURSE_PAGE_SIZE, COURSE_PRICE_KINDS, COURSE_SORTS, POST_PAGE_SIZE } from './catalogue';
import { levelSchema } from './subject-schemas';

export { COURSE_PAGE_SIZE, COURSE_PRICE_KINDS, COURSE_SORTS, POST_PAGE_SIZE };

/**
 * The public catalogue's API shapes: courses, mentors, blog posts,
 * resources, content pages and the contact form. Money is integer paisa
 * (BDT x 100); dates are ISO strings; images are generated SVGs on this
 * server (see images.ts), so nothing loads from another site.
 */

export const subjectRefSchema = z.object({ name: z.string(), slug: z.string(), level: levelSchema });
export type SubjectRef = z.infer<typeof subjectRefSchema>;

export const personRefSchema = z.object({ slug: z.string(), name: z.string() });
export type PersonRef = z.infer<typeof personRefSchema>;

export const courseAccessSchema = z.union([
  z.object({ kind: z.literal('lifetime') }),
  z.object({ kind: z.literal('days'), days: z.number().int() }),
  z.object({ kind: z.literal('until'), until: z.string() }),
]);
export type CourseAccess = z.infer<typeof courseAccessSchema>;

export const courseCardSchema = z.object({
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  subject: subjectRefSchema,
  language: z.string(),
  pricePaisa: z.number().int(),
  /** Set only while the course is on sale; lower than the price. */
  salePricePaisa: z.number().int().nullable(),
  access: courseAccessSchema,
  instructors: z.array(personRefSchema),
  featured: z.boolean(),
  /** Students ever enrolled, counted from enrollments; null while too few to show. */
  studentsCount: z.number().int().nullable(),
  lessonsCount: z.number().int(),
  durationMinutes: z.number().int(),
  publishedAt: z.string(),
  coverUrl: z.string(),
});
export type CourseCard = z.infer<typeof courseCardSchema>;

const pageSchema = z.coerce.number().int().min(1).max(1000).default(1);

/** Query of GET /api/courses. Prices are whole taka; a course's price is its sale price while on sale. */
export const courseQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  subject: z.string().max(120).optional(),
  level: levelSchema.optional(),
  instructor: z.string().max(120).optional(),
  price: z.enum(COURSE_PRICE_KINDS).optional(),
  minPrice: z.coerce.number().int().min(0).max(10_000_000).optional(),
  maxPrice: z.coerce.number().int().min(0).max(10_000_000).optional(),
  sort: z.enum(COURSE_SORTS).default('newest'),
  page: pageSchema,
  pageSize: z.coerce.number().int().min(1).max(48).default(COURSE_PAGE_SIZE),
});
export type CourseQuery = z.infer<typeof courseQuerySchema>;

/** A filter value with how many courses it would show, given the other filters. */
export const facetSchema = z.object({ value: z.string(), label: z.string(), count: z.number().int() });
export type Facet = z.infer<typeof facetSchema>;

export const courseListSchema = z.object({
  courses: z.array(courseCardSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  pageCount: z.number().int(),
  facets: z.object({
    subject: z.array(facetSchema),
    level: z.array(facetSchema),
    instructor: z.array(facetSchema),
    price: z.array(facetSchema),
  }),
  /** Lowest and highest price in taka among published courses, for the price inputs. */
  priceBounds: z.object({ min: z.number().int(), max: z.number().int() }),
});
export type CourseList = z.infer<typeof courseListSchema>;

export const lessonOutlineSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  kind: z.enum(['video', 'text', 'pdf']),
  durationMinutes: z.number().int(),
  freePreview: z.boolean(),
});
export type LessonOutline = z.infer<typeof lessonOutlineSchema>;

export const courseSectionSchema = z.object({
  title: z.string(),
  durationMinutes: z.number().int(),
  lessons: z.array(lessonOutlineSchema),
});

export const instructorCardSchema = z.object({
  slug: z.string(),
  name: z.string(),
  title: z.string(),
  qualifications: z.array(z.string()),
  subjects: z.array(subjectRefSchema),
  yearsTeaching: z.number().int(),
  coursesCount: z.number().int(),
  /** Different students enrolled in the mentor's published courses; null while too few to show. */
  studentsCount: z.number().int().nullable(),
  photoUrl: z.string(),
});
export type InstructorCard = z.infer<typeof instructorCardSchema>;

export const courseDetailSchema = courseCardSchema.extend({
  /** Markdown. */
  description: z.string(),
  outcomes: z.array(z.string()),
  requirements: z.array(z.string()),
  sections: z.array(courseSectionSchema),
  instructorProfiles: z.array(instructorCardSchema),
  related: z.array(courseCardSchema),
  /** The mock exams that come with the course (its students may sit them). */
  exams: z.array(z.object({ slug: z.string(), title: z.string(), kind: z.enum(['mock', 'practice', 'quiz']), questionCount: z.number().int(), durationMinutes: z.number().int().nullable() })),
  updatedAt: z.string(),
});
export type CourseDetail = z.infer<typeof courseDetailSchema>;

export const socialLinksSchema = z.object({
  linkedin: z.string().optional(),
  facebook: z.string().optional(),
  youtube: z.string().optional(),
  website: z.string().optional(),
});

export const postCardSchema = z.object({
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  category: z.string(),
  tags: z.array(z.string()),
  author: personRefSchema.nullable(),
  subject: subjectRefSchema.nullable(),
  publishedAt: z.string(),
  readingMinutes: z.number().int(),
  coverUrl: z.string(),
});
export type PostCard = z.infer<typeof postCardSchema>;

export const instructorDetailSchema = instructorCardSchema.extend({
  /** Markdown. */
  bio: z.string(),
  social: socialLinksSchema,
  courses: z.array(courseCardSchema),
  posts: z.array(postCardSchema),
});
export type InstructorDetail = z.infer<typeof instructorDetailSchema>;

export const instructorListSchema = z.object({ instructors: z.array(instructorCardSchema) });
export type InstructorList = z.infer<typeof instructorListSchema>;

/** Query of GET /api/posts. `subject` is a paper's slug. */
export const postQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  category: z.string().max(80).optional(),
  tag: z.string().max(80).optional(),
  subject: z.string().max(120).optional(),
  page: pageSchema,
  pageSize: z.coerce.number().int().min(1).max(24).default(POST_PAGE_SIZE),
});
export type PostQuery = z.infer<typeof postQuerySchema>;

export const postListSchema = z.object({
  posts: z.array(postCardSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  pageCount: z.number().int(),
});
export type PostList = z.infer<typeof postListSchema>;

export const blogSidebarSchema = z.object({
  categories: z.array(z.object({ name: z.string(), count: z.number().int() })),
  tags: z.array(z.object({ name: z.string(), count: z.number().int() })),
  recent: z.array(postCardSchema),
});
export type BlogSidebar = z.infer<typeof blogSidebarSchema>;

export const postDetailSchema = postCardSchema.extend({
  /** Markdown. */
  body: z.string(),
  authorProfile: instructorCardSchema.nullable(),
  previous: personRefSchema.extend({ title: z.string() }).omit({ name: true }).nullable(),
  next: personRefSchema.extend({ title: z.string() }).omit({ name: true }).nullable(),
  related: z.array(postCardSchema),
});
export type PostDetail = z.infer<typeof postDetailSchema>;

export const resourceSchema = z.object({
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  subject: subjectRefSchema,
  access: z.enum(['public', 'enrolled']),
  fileName: z.string(),
  mimeType: z.string(),
  sizeBytes: z.number().int(),
  /** The course whose enrollment unlocks an enrolled-only file. */
  unlockedBy: z.object({ slug: z.string(), title: z.string() }).nullable(),
  downloadUrl: z.string(),
});
export type Resource = z.infer<typeof resourceSchema>;

export const resourceListSchema = z.object({ resources: z.array(resourceSchema) });
export type ResourceList = z.infer<typeof resourceListSchema>;

export const contentPageSchema = z.object({
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  /** Markdown. */
  body: z.string(),
  updatedAt: z.string(),
});
export type ContentPage = z.infer<typeof contentPageSchema>;

export const homeSchema = z.object({
  featured: z.array(courseCardSchema),
  mentors: z.array(instructorCardSchema),
  posts: z.array(postCardSchema),
  figures: z.object({
    courses: z.number().int(),
    /** Different students with an enrollment; null while too few to show. */
    students: z.number().int().nullable(),
    mentors: z.number().int(),
    papers: z.number().int(),
  }),
});
export type Home = z.infer<typeof homeSchema>;

/** Query of GET /api/mentors. `subject` is a paper's slug. */
export const mentorQuerySchema = z.object({
  subject: z.string().max(120).optional(),
  level: levelSchema.optional(),
});
export type MentorQuery = z.infer<typeof mentorQuerySchema>;

export const RESOURCE_ACCESS = ['public', 'enrolled'] as const;

/** Query of GET /api/resources. `subject` is a paper's slug. */
export const resourceQuerySchema = z.object({
  subject: z.string().max(120).optional(),
  level: levelSchema.optional(),
  access: z.enum(RESOURCE_ACCESS).optional(),
});
export type ResourceQuery = z.infer<typeof resourceQuerySchema>;
