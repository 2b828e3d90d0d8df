import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DIFFICULTIES, QUESTION_KINDS, type Answer } from '../../../../contracts/exam-schemas';
import { importRefusalDetailsSchema, XLSX_TYPE, type CreateQuestion, type ImportResult, type QuestionBody, type UpdateQuestion } from '../../../../contracts/studio-question-schemas';
import { call, errorOf, urlOf } from '../../../api/client';
import { STUDIO_KEY } from '../studio-api';

export const QUESTIONS_KEY = [...STUDIO_KEY, 'questions'] as const;

export type QuestionFilters = { paper?: string; area?: string; difficulty?: string; kind?: string; q?: string; status?: string; page?: string };

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

export const TEMPLATE_CSV_URL = urlOf('GET /admin/studio/questions/import/template.csv');
export const TEMPLATE_XLSX_URL = urlOf('GET /admin/studio/questions/import/template.xlsx');

/** Sends the file as it is; a dry run only checks. A refused import's rows come back in the error's details. */
export async function uploadImport(file: File, dryRun: boolean): Promise<ImportResult> {
  const body = new Blob([file], { type: /\.xlsx$/i.test(file.name) ? XLSX_TYPE : 'text/csv' });
  try {
    return await call('POST /admin/studio/questions/import', { query: { dryRun: dryRun ? '1' : undefined }, body });
  } catch (caught) {
    const refused = errorOf('POST /admin/studio/questions/import', caught);
    const rows = refused?.code === 'import_rows_invalid' ? importRefusalDetailsSchema.safeParse(refused.details) : null;
    if (rows?.success) return { imported: false, ...rows.data, questionIds: [] };
    throw caught;
  }
}
