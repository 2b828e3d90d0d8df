import type { ScreenId } from '../../contracts/routes';
import { SITE } from '../../contracts/site';

export type StaticHead = {
  title: string;
  description: string;
  /** Pages for one visitor (cart, account, exams): kept out of search results and robots.txt lists them. */
  private?: true;
};

/**
 * What each screen is called before its own data loads: the same titles and
 * intros the screens give PageMeta, so the first HTML and the running app
 * agree. Detail screens with a slug, subject pages and the three content
 * pages are described from the database instead (page-heads.ts).
 */
export const STATIC_HEADS: Record<Exclude<ScreenId, 'subject'>, StaticHead> = {
  home: { title: 'Chartered accountancy courses and mock exams', description: SITE.description },
  cart: { title: 'Your cart', description: 'Courses you add from the catalogue wait here until you check out.', private: true },
  about: { title: 'About Hisab', description: 'Who we are and how we help candidates pass their chartered accountancy papers.' },
  courses: { title: 'Courses', description: 'Courses for every ICAB paper: video lessons, notes and question practice.' },
  courseDetail: { title: 'Course details', description: 'Everything about a course: what you will learn, its curriculum, mentors and price.' },
  courseFilter: { title: 'Find a course', description: 'Search and filter courses by paper, level, mentor and price.' },
  mentors: { title: 'Mentors', description: 'Chartered accountants and subject specialists who teach on Hisab.' },
  instructorDetail: { title: 'Mentor profile', description: 'A mentor’s qualifications, experience and courses.' },
  resources: { title: 'Resources', description: 'Study materials for each paper: notes, formula sheets and past-paper guides.' },
  contact: { title: 'Contact us', description: 'Questions about a course, a payment or your account? Our team answers within one working day.' },
  childrenEducation: { title: 'Children education', description: 'Financial literacy for children: money, saving and simple bookkeeping, taught the Hisab way.' },
  healthCoach: { title: 'Health coach', description: 'Exam wellbeing coaching: study routines, sleep and managing stress before a sitting.' },
  blogDetail: { title: 'Blog post', description: 'Study advice, exam technique and news for CA candidates.' },
  blogDetailLeftSidebar: { title: 'Blog post', description: 'Study advice, exam technique and news for CA candidates.' },
  blogDetailRightSidebar: { title: 'Blog post', description: 'Study advice, exam technique and news for CA candidates.' },
  blogLeftSidebar: { title: 'Blog', description: 'Study advice, exam technique and news for CA candidates.' },
  blogColumnOne: { title: 'Blog', description: 'Study advice, exam technique and news for CA candidates.' },
  blogColumnTwo: { title: 'Blog', description: 'Study advice, exam technique and news for CA candidates.' },
  blogColumnThree: { title: 'Blog', description: 'Study advice, exam technique and news for CA candidates.' },
  blogColumnFour: { title: 'Blog', description: 'Study advice, exam technique and news for CA candidates.' },
  login: { title: 'Sign in', description: 'Sign in to continue your courses and mock exams.', private: true },
  signup: { title: 'Create your account', description: 'One account for your courses, payments and mock exams.', private: true },
  forgetpass: { title: 'Reset your password', description: 'We will email you a link to choose a new password.', private: true },
  processing: { title: 'Check your email', description: 'Confirm your email address to finish creating your account.', private: true },
  cprocessing: { title: 'Payment status', description: 'Follow your payment from submission to approval.', private: true },
  myEnroll: { title: 'My enrollments', description: 'Your courses, your progress and when your access ends.', private: true },
  exam: { title: 'Mock exams', description: 'Timed mock exams for each paper, marked by syllabus area.', private: true },
  exampl: { title: 'Mock exam', description: 'Your exam in progress. Answers are saved as you go.', private: true },
  examcl: { title: 'Exam results', description: 'Your score, your results by syllabus area and the worked answers.', private: true },
  emb: { title: 'Logo', description: SITE.description, private: true },
  courseEnroll: { title: 'Checkout', description: 'Pay for your courses by bKash, Nagad, Rocket or bank transfer.', private: true },
  coursebyUser: { title: 'My purchases', description: 'Your orders, their status and receipts.', private: true },
  courseland: { title: 'Course player', description: 'Lessons, notes and your progress through the course.', private: true },
  courseEnrolluser: { title: 'Course progress', description: 'Your progress in one course by section, with its resources and receipts.', private: true },
  adminlogin: { title: 'Admin sign in', description: 'For Hisab staff. Students sign in from the main sign-in page.', private: true },
  account: { title: 'Your account', description: 'Your certificates, profile, password and the devices you are signed in on.', private: true },
  notFound: { title: 'Page not found', description: 'The page you were looking for is not on Hisab.', private: true },
  marking: { title: 'Marking', description: 'Written answers waiting for their tutor, by exam and question, oldest first.', private: true },
  markingExam: { title: 'Scripts to mark', description: 'An exam’s scripts by number, waiting, drafted and released.', private: true },
  markingScript: { title: 'Marking a script', description: 'A script’s written answers, marked against the marking guide.', private: true },
  verify: {
    title: 'Verify a certificate',
    description: `Check a ${SITE.name} certificate of completion by its code: who holds it, for which course, when it was issued and whether it is valid.`,
    private: true,
  },
};
