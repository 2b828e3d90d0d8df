import type { SubjectName } from '../../../contracts/subjects';

/** Shapes of the demo catalogue: mentors, courses, blog posts and content pages. */

export type InstructorSeed = {
  slug: string;
  name: string;
  /** One line under the name, e.g. "Audit partner and lead tutor". */
  title: string;
  /** Designations as written after the name, e.g. ["FCA", "CPA"]. */
  qualifications: string[];
  /** Markdown, two or three short paragraphs. */
  bio: string;
  subjects: SubjectName[];
  yearsTeaching: number;
  social: { linkedin?: string; facebook?: string; youtube?: string; website?: string };
};

export type LessonSeed = {
  title: string;
  kind: 'video' | 'text' | 'pdf';
  minutes: number;
  /** Free preview: anyone may open it. */
  preview?: boolean;
};

export type SectionSeed = { title: string; lessons: LessonSeed[] };

export type CourseSeed = {
  slug: string;
  title: string;
  subject: SubjectName;
  /** One sentence, at most 160 characters. */
  summary: string;
  /** Markdown, two to four paragraphs. */
  description: string;
  /** "What you will learn": four to six items. */
  outcomes: string[];
  requirements: string[];
  language: 'English' | 'Bangla' | 'Bangla and English';
  /** Price in paisa (BDT x 100); 0 is a free course. */
  pricePaisa: number;
  salePricePaisa?: number;
  /** Access for a number of days from enrollment, or until a date (an exam sitting). */
  access: { days: number } | { until: string };
  /** Instructor slugs, lead first. */
  instructors: string[];
  featured?: boolean;
  status?: 'draft' | 'published';
  sections: SectionSeed[];
};

export const POST_CATEGORIES = ['Exam technique', 'Study planning', 'Financial reporting', 'Tax updates', 'Audit practice', 'Careers'] as const;
export type PostCategory = (typeof POST_CATEGORIES)[number];

export type PostSeed = {
  slug: string;
  title: string;
  excerpt: string;
  /** Markdown, 400 to 800 words. */
  body: string;
  /** Instructor slug. */
  author: string;
  category: PostCategory;
  /** The paper the post is about, if one. */
  subject?: SubjectName;
  tags: string[];
  /** ISO date, e.g. "2026-10-14". */
  publishedAt: string;
};

export type ContentPageSeed = { slug: 'about' | 'children-education' | 'health-coach'; title: string; summary: string; body: string };
