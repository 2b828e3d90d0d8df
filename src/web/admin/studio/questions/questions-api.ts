import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Answer } from '../../../../contracts/exam-schemas';
import type {
  BankPapers,
  CheckedKey,
  CreateQuestion,
  ImportResult,
  QuestionBody,
  QuestionDetail,
  QuestionList,
  SavedQuestion,
  UpdateQuestion,
} from '../../../../contracts/studio-question-schemas';
import { ApiError, getJson, postJson } from '../../../api/client';
import { STUDIO_KEY } from '../studio-api';

export const QUESTIONS_KEY = [...STUDIO_KEY, 'questions'] as const;
const BASE = '/api/admin/studio/questions';

export type QuestionFilters = { paper?: string; area?: string; difficulty?: string; kind?: string; q?: string; status?: string; page?: string };

export function useBankPapers() {
  return useQuery({ queryKey: [...QUESTIONS_KEY, 'papers'], queryFn: () => getJson<BankPapers>(`${BASE}/papers`), staleTime: 60_000 });
}

export function useQuestionList(filters: QuestionFilters) {
  const query = new URLSearchParams(Object.entries(filters).filter(([, v]) => v !== undefined && v !== '') as [string, string][]).toString();
  return useQuery({ queryKey: [...QUESTIONS_KEY, 'list', query], queryFn: () => getJson<QuestionList>(`${BASE}${query ? `?${query}` : ''}`), placeholderData: keepPreviousData });
}

export function useQuestion(id: number | null) {
  return useQuery({ queryKey: [...QUESTIONS_KEY, 'one', id], queryFn: () => getJson<QuestionDetail>(`${BASE}/${id}`), enabled: id !== null, staleTime: 0 });
}

const putJson = <T,>(path: string, body: unknown) => getJson<T>(path, { method: 'PUT', body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } });

export function useSaveQuestion(id: number | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateQuestion | UpdateQuestion) => (id === null ? postJson<SavedQuestion>(BASE, body) : putJson<SavedQuestion>(`${BASE}/${id}`, body)),
    onSuccess: () => client.invalidateQueries({ queryKey: STUDIO_KEY }),
  });
}

export function useSetQuestionActive(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { active: boolean; version: number }) => postJson<{ version: number }>(`${BASE}/${id}/active`, body),
    onSuccess: () => client.invalidateQueries({ queryKey: STUDIO_KEY }),
  });
}

export function useCheckKey() {
  return useMutation({ mutationFn: (body: { question: QuestionBody; answer: Answer }) => postJson<CheckedKey>(`${BASE}/check-key`, body) });
}

export const TEMPLATE_CSV_URL = `${BASE}/import/template.csv`;
export const TEMPLATE_XLSX_URL = `${BASE}/import/template.xlsx`;
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Sends the file as it is; a dry run only checks. A refused import's rows come back in the error's details. */
export async function uploadImport(file: File, dryRun: boolean): Promise<ImportResult> {
  const response = await fetch(`${BASE}/import${dryRun ? '?dryRun=1' : ''}`, { method: 'POST', body: file, headers: { 'Content-Type': /\.xlsx$/i.test(file.name) ? XLSX_TYPE : 'text/csv', Accept: 'application/json' } });
  const body = (await response.json().catch(() => null)) as (ImportResult & { error?: { code: string; message: string; details?: unknown } }) | null;
  if (response.ok && body) return body;
  const error = body?.error;
  if (error?.code === 'import_rows_invalid') {
    const details = error.details as { rows: number; errors: ImportResult['errors'] };
    return { imported: false, rows: details.rows, errors: details.errors, questionIds: [] };
  }
  throw new ApiError(response.status, error?.code ?? 'network_error', error?.message ?? `Upload failed (${response.status})`, error?.details);
}
