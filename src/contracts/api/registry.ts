import type * as account from './account';
import type * as admin from './admin';
import type * as auth from './auth';
import type * as blog from './blog';
import type * as cart from './cart';
import type * as certificates from './certificates';
import type * as checkout from './checkout';
import type * as contact from './contact';
import type * as courses from './courses';
import type * as exams from './exams';
import type * as home from './home';
import type * as images from './images';
import type * as learning from './learning';
import type * as marking from './marking';
import type * as regrade from './regrade';
import type * as media from './media';
import type * as mentors from './mentors';
import type * as pages from './pages';
import type * as paymentsAdmin from './payments-admin';
import type * as questionReports from './question-reports';
import type * as resources from './resources';
import type * as siteSettings from './site-settings';
import type * as studioContent from './studio-content';
import type * as studioCourses from './studio-courses';
import type * as studioCurriculum from './studio-curriculum';
import type * as studioExams from './studio-exams';
import type * as studioFiles from './studio-files';
import type * as studioQuestionReports from './studio-question-reports';
import type * as studioQuestionStatistics from './studio-question-statistics';
import type * as studioQuestions from './studio-questions';
import type * as studioSummary from './studio-summary';
import type * as studioVideo from './studio-video';
import type * as subjects from './subjects';
import type * as video from './video';

/**
 * Every declared operation by its key, "METHOD /path" as the OpenAPI
 * document writes it (e.g. "PUT /attempts/{attemptId}/position"). Types
 * only: the web names an operation by its key and gets its inputs, answer
 * and error codes from here without loading a schema, so zod stays out of
 * the public pages' first load. A key that names no operation is a compile
 * error. A new area's module is added to `Modules`, one line each.
 */
type Modules = [
  typeof account,
  typeof admin,
  typeof auth,
  typeof blog,
  typeof cart,
  typeof certificates,
  typeof checkout,
  typeof contact,
  typeof courses,
  typeof exams,
  typeof home,
  typeof images,
  typeof learning,
  typeof marking,
  typeof regrade,
  typeof media,
  typeof mentors,
  typeof pages,
  typeof paymentsAdmin,
  typeof questionReports,
  typeof resources,
  typeof siteSettings,
  typeof studioContent,
  typeof studioCourses,
  typeof studioCurriculum,
  typeof studioExams,
  typeof studioFiles,
  typeof studioQuestionReports,
  typeof studioQuestionStatistics,
  typeof studioQuestions,
  typeof studioSummary,
  typeof studioVideo,
  typeof subjects,
  typeof video,
];

/**
 * Each module's operations, taken one module at a time: indexing the union
 * of two modules by `keyof` would keep only the export names they share.
 */
type OperationsOf<M> = M extends unknown ? M[keyof M] : never;
type AllOperations = OperationsOf<Modules[number]>;

export type OperationsByKey = {
  [O in AllOperations as O extends { method: infer M extends string; path: infer P extends string } ? `${Uppercase<M>} ${P}` : never]: O;
};

export type OperationKey = keyof OperationsByKey;
