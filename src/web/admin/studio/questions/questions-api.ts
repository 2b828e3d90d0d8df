import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DIFFICULTIES, QUESTION_KINDS, type Answer } from '../../../../contracts/exam-schemas';
import {
  importRefusalDetailsSchema,
  importUnresolvedDetailsSchema,
  XLSX_TYPE,
  type BulkActive,
  type BulkMove,
  type BulkTag,
  type CreateQuestion,
  type ImportedQuestion,
  type ImportResult,
  type QuestionBody,
  type UpdateQuestion,
} from '../../../../contracts/studio-question-schemas';
import { call, errorOf, urlOf } from '../../../api/client';
import { STUDIO_KEY } from '../studio-api';

export const QUESTIONS_KEY = [...STUDIO_KEY, 'questions'] as const;

export type QuestionFilters = { paper?: string; area?: string; difficulty?: string; kind?: string; tag?: string; q?: string; status?: string; page?: string };

const STATUSES = ['active', 'retired', 'all'] as const;

function isOneOf<T extends string>(values: readonly T[], value: string | undefined): value is T {
  return (values as readonly (string | undefined)[]).includes(value);
}

/** The filters as the bank's list reads them; a value the bank has no such filter for (a hand-edited address) is left out. */
function listQuery({ difficulty, kind, status, ...rest }: QuestionFilters) {
  return {
    ...rest,
    difficulty: isOneOf(DIFFICULTIES, difficulty) ? difficulty : undefined,
    kind: isOneOf(QUESTION_KINDS, kind) ? kind : undefined,
    status: isOneOf(STATUSES, status) ? status : undefined,
  };
}

export function useBankPapers() {
  return useQuery({ queryKey: [...QUESTIONS_KEY, 'papers'], queryFn: ({ signal }) => call('GET /admin/studio/questions/papers', { signal }), staleTime: 60_000 });
}

export function useQuestionList(filters: QuestionFilters) {
  const query = listQuery(filters);
  return useQuery({ queryKey: [...QUESTIONS_KEY, 'list', query], queryFn: ({ signal }) => call('GET /admin/studio/questions', { query, signal }), placeholderData: keepPreviousData });
}

export function useQuestion(id: number | null) {
  return useQuery({ queryKey: [...QUESTIONS_KEY, 'one', id], queryFn: ({ signal }) => call('GET /admin/studio/questions/{id}', { params: { id: id! }, signal }), enabled: id !== null, staleTime: 0 });
}

export function useSaveQuestion(id: number | null) {
  const client = useQueryClient();
  return useMutation({
    // A new question is sent with its paper; a saved one (id given) with the version the editor loaded.
    mutationFn: (body: CreateQuestion | UpdateQuestion) => ('paper' in body ? call('POST /admin/studio/questions', { body }) : call('PUT /admin/studio/questions/{id}', { params: { id: id! }, body })),
    onSuccess: () => client.invalidateQueries({ queryKey: STUDIO_KEY }),
  });
}

export function useSetQuestionActive(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { active: boolean; version: number }) => call('POST /admin/studio/questions/{id}/active', { params: { id }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: STUDIO_KEY }),
  });
}

export function useCheckKey() {
  return useMutation({ mutationFn: (body: { question: QuestionBody; answer: Answer }) => call('POST /admin/studio/questions/check-key', { body }) });
}

export function useQuestionTags() {
  return useQuery({ queryKey: [...QUESTIONS_KEY, 'tags'], queryFn: ({ signal }) => call('GET /admin/studio/questions/tags', { signal }), staleTime: 30_000 });
}

/** Every question the list's filters keep ("select all"): up to 500 ids, and how many match. */
export function questionIds(filters: QuestionFilters) {
  const { page: _page, ...query } = listQuery(filters);
  return call('GET /admin/studio/questions/ids', { query });
}

export type BulkAction = { op: 'active'; body: BulkActive } | { op: 'tags'; body: BulkTag } | { op: 'area'; body: BulkMove };

/** One bulk action on the selected questions; the bank's lists and tags are read again after it. */
export function useBulkAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: BulkAction) => {
      switch (input.op) {
        case 'active':
          return call('POST /admin/studio/questions/bulk/active', { body: input.body });
        case 'tags':
          return call('POST /admin/studio/questions/bulk/tags', { body: input.body });
        case 'area':
          return call('POST /admin/studio/questions/bulk/area', { body: input.body });
      }
    },
    onSettled: () => client.invalidateQueries({ queryKey: STUDIO_KEY }),
  });
}

export const TEMPLATE_CSV_URL = urlOf('GET /admin/studio/questions/import/template.csv');
export const TEMPLATE_XLSX_URL = urlOf('GET /admin/studio/questions/import/template.xlsx');

/** What the admin chose for each duplicate, by its question row. */
export type DuplicateChoices = Record<number, 'skip' | 'keep'>;

/**
 * An import's answer as the screen shows it: the result, or (nothing
 * saved) the file's problems, or the duplicates to choose for again when
 * the bank changed since the check.
 */
export type ImportAnswer = { result: ImportResult; unresolved: null } | { result: null; unresolved: ImportedQuestion[] };

const rows = (choices: DuplicateChoices, choice: 'skip' | 'keep') =>
  Object.entries(choices)
    .filter(([, c]) => c === choice)
    .map(([row]) => row)
    .join(',') || undefined;

/** Sends the file as it is; a check only when `choices` is null, an import with those choices otherwise. */
export async function uploadImport(file: File, choices: DuplicateChoices | null): Promise<ImportAnswer> {
  const body = new Blob([file], { type: /\.xlsx$/i.test(file.name) ? XLSX_TYPE : 'text/csv' });
  const query = choices ? { skip: rows(choices, 'skip'), keep: rows(choices, 'keep') } : { dryRun: '1' as const };
  try {
    return { result: await call('POST /admin/studio/questions/import', { query, body }), unresolved: null };
  } catch (caught) {
    const refused = errorOf('POST /admin/studio/questions/import', caught);
    const invalid = refused?.code === 'import_rows_invalid' ? importRefusalDetailsSchema.safeParse(refused.details) : null;
    if (invalid?.success) return { result: { imported: false, questionIds: [], ...invalid.data }, unresolved: null };
    const unresolved = refused?.code === 'import_duplicates_unresolved' ? importUnresolvedDetailsSchema.safeParse(refused.details) : null;
    if (unresolved?.success) return { result: null, unresolved: unresolved.data.questions };
    throw caught;
  }
}
