import type * as admin from './admin';
import type * as exams from './exams';
import type * as paymentsAdmin from './payments-admin';
import type * as studioContent from './studio-content';
import type * as studioFiles from './studio-files';

/**
 * Every declared operation by its key, "METHOD /path" as the OpenAPI
 * document writes it (e.g. "PUT /attempts/{attemptId}/position"). Types
 * only: the web names an operation by its key and gets its inputs, answer
 * and error codes from here without loading a schema, so zod stays out of
 * the public pages' first load. A key that names no operation is a compile
 * error. A new area's module is added to `Modules`, one line each.
 */
type Modules = [
  typeof exams,
  typeof admin,
  typeof paymentsAdmin,
  typeof studioContent,
  typeof studioFiles,
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
