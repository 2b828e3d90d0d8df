import { ClipboardList, FileText, Flag, FolderDown, GraduationCap, ListChecks, Newspaper, UserRound } from 'lucide-react';
import type { ComponentType } from 'react';
import type { StudioSummary } from '../../../contracts/studio-schemas';

/** One kind of content in the studio: its home card and its place in the studio's navigation. */
export type StudioSection = {
  key: string;
  label: string;
  /** Relative to the admin base path, e.g. "/studio/courses". */
  path: string;
  description: string;
  icon: ComponentType<{ className?: string }>;
  /** What the home card says exists, e.g. "12 published · 3 drafts". */
  count: (summary: StudioSummary) => string;
};

/** Every section, in the order admins see them. Each kind of content adds its entry when its screens exist. */
export const STUDIO_SECTIONS: StudioSection[] = [
  {
    key: 'courses',
    label: 'Courses',
    path: '/studio/courses',
    description: 'Catalogue pages, prices, access and mentors; publish, duplicate and preview as a student.',
    icon: GraduationCap,
    count: (s) => countText(s.courses.published, s.courses.drafts),
  },
  {
    key: 'questions',
    label: 'Questions',
    path: '/studio/questions',
    description: 'The question bank: every kind of question with its key, a live preview, Check my key, and bulk import from a spreadsheet.',
    icon: ListChecks,
    count: (s) => countText(s.questions, undefined, 'question'),
  },
  {
    key: 'exams',
    label: 'Exams',
    path: '/studio/exams',
    description: 'Mock exams and quizzes from a fixed list or a blueprint the bank fills, checked live; publish when ready.',
    icon: ClipboardList,
    count: (s) => countText(s.exams.published, s.exams.drafts),
  },
  {
    key: 'question-reports',
    label: 'Question reports',
    path: '/studio/question-reports',
    description: 'Problems students report from their reviews, by question, beside its figures across exams: resolve with a reply they read, or dismiss.',
    icon: Flag,
    count: (s) => `${s.openReports} open`,
  },
  {
    key: 'posts',
    label: 'Blog posts',
    path: '/studio/posts',
    description: 'Posts in Markdown with a cover, an author and tags; publish, unpublish, delete and restore.',
    icon: Newspaper,
    count: (s) => countText(s.posts.published, s.posts.drafts),
  },
  {
    key: 'mentors',
    label: 'Mentors',
    path: '/studio/mentors',
    description: 'Profiles, photos, qualifications, links and the papers each mentor teaches.',
    icon: UserRound,
    count: (s) => countText(s.mentors, undefined, 'mentor'),
  },
  {
    key: 'pages',
    label: 'Pages',
    path: '/studio/pages',
    description: 'The about, children’s education and health coaching pages.',
    icon: FileText,
    count: (s) => countText(s.pages, undefined, 'page'),
  },
  {
    key: 'resources',
    label: 'Resources',
    path: '/studio/resources',
    description: 'Downloadable files (PDF, Excel, Word, images): upload, replace, and who may download them.',
    icon: FolderDown,
    count: (s) => countText(s.resources, undefined, 'file'),
  },
];

/** "12 published · 3 drafts", or "1 item". */
export function countText(published: number, drafts?: number, noun = 'item'): string {
  if (drafts === undefined) return `${published} ${published === 1 ? noun : `${noun}s`}`;
  return drafts > 0 ? `${published} published · ${drafts} draft${drafts === 1 ? '' : 's'}` : `${published} published`;
}
