import type * as exams from './exams';
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
  typeof studioContent,
  typeof studioFiles,
];

/** Each module's exports, one module at a time (a mapped type over the tuple came out empty once it held two modules). */
type ExportsOf<M> = M extends unknown ? M[keyof M] : never;
type AllOperations = ExportsOf<Modules[number]>;

export type OperationsByKey = {
  [O in AllOperations as O extends { method: infer M extends string; path: infer P extends string } ? `${Uppercase<M>} ${P}` : never]: O;
};

export type OperationKey = keyof OperationsByKey;
