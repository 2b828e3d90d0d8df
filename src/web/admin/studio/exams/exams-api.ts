import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Availability, BlueprintRow, ExamInput, SavedExam, StudioExam, StudioExamList, UpdateExam } from '../../../../contracts/studio-exam-schemas';
import { getJson, postJson } from '../../../api/client';
import { STUDIO_KEY } from '../studio-api';

export const EXAMS_KEY = [...STUDIO_KEY, 'exams'] as const;
const BASE = '/api/admin/studio/exams';

export function useStudioExams(deleted: boolean) {
  return useQuery({ queryKey: [...EXAMS_KEY, 'list', deleted], queryFn: () => getJson<StudioExamList>(`${BASE}${deleted ? '?deleted=1' : ''}`) });
}

export function useStudioExam(id: number | null) {
  return useQuery({ queryKey: [...EXAMS_KEY, 'one', id], queryFn: () => getJson<StudioExam>(`${BASE}/${id}`), enabled: id !== null, staleTime: 0 });
}

export function useExamCourses() {
  return useQuery({ queryKey: [...EXAMS_KEY, 'courses'], queryFn: () => getJson<{ courses: { id: number; title: string; paper: string | null }[] }>(`${BASE}/courses`), staleTime: 60_000 });
}

/** The live check: asked again whenever the paper or a row changes. */
export function useAvailability(paper: string, blueprint: BlueprintRow[], enabled: boolean) {
  return useQuery({
    queryKey: [...EXAMS_KEY, 'availability', paper, JSON.stringify(blueprint)],
    queryFn: () => postJson<Availability>(`${BASE}/availability`, { paper, blueprint }),
    enabled: enabled && paper !== '',
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

const send = <T,>(method: string, path: string, body: unknown) => getJson<T>(path, { method, body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } });

export function useSaveExam(id: number | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ExamInput | UpdateExam) => (id === null ? postJson<SavedExam>(BASE, body) : send<SavedExam>('PUT', `${BASE}/${id}`, body)),
    onSuccess: () => client.invalidateQueries({ queryKey: STUDIO_KEY }),
  });
}

/** Publish, unpublish, delete or restore, each from the version shown. */
export function useExamAction(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ action, version }: { action: 'publish' | 'unpublish' | 'delete' | 'restore'; version: number }) =>
      action === 'publish' || action === 'unpublish'
        ? postJson<{ version: number }>(`${BASE}/${id}/publish`, { published: action === 'publish', version })
        : postJson<{ version: number }>(`${BASE}/${id}/${action}`, { version }),
    onSuccess: () => client.invalidateQueries({ queryKey: STUDIO_KEY }),
  });
}
