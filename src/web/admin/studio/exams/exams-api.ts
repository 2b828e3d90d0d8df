import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BlueprintRow, ExamInput, UpdateExam } from '../../../../contracts/studio-exam-schemas';
import { call } from '../../../api/client';
import { STUDIO_KEY } from '../studio-api';

export const EXAMS_KEY = [...STUDIO_KEY, 'exams'] as const;

export function useStudioExams(deleted: boolean) {
  return useQuery({ queryKey: [...EXAMS_KEY, 'list', deleted], queryFn: ({ signal }) => call('GET /admin/studio/exams', { query: { deleted: deleted ? '1' : undefined }, signal }) });
}

export function useStudioExam(id: number | null) {
  return useQuery({ queryKey: [...EXAMS_KEY, 'one', id], queryFn: ({ signal }) => call('GET /admin/studio/exams/{id}', { params: { id: id! }, signal }), enabled: id !== null, staleTime: 0 });
}

export function useExamCourses() {
  return useQuery({ queryKey: [...EXAMS_KEY, 'courses'], queryFn: ({ signal }) => call('GET /admin/studio/exams/courses', { signal }), staleTime: 60_000 });
}

/** The live check: asked again whenever the paper or a row changes. */
export function useAvailability(paper: string, blueprint: BlueprintRow[], enabled: boolean) {
  return useQuery({
    queryKey: [...EXAMS_KEY, 'availability', paper, JSON.stringify(blueprint)],
    queryFn: () => call('POST /admin/studio/exams/availability', { body: { paper, blueprint } }),
    enabled: enabled && paper !== '',
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useSaveExam(id: number | null) {
  const client = useQueryClient();
  return useMutation({
    // A saved exam is sent with the version the builder loaded; a new one has none yet.
    mutationFn: (body: ExamInput | UpdateExam) => (id !== null && 'version' in body ? call('PUT /admin/studio/exams/{id}', { params: { id }, body }) : call('POST /admin/studio/exams', { body })),
    onSuccess: () => client.invalidateQueries({ queryKey: STUDIO_KEY }),
  });
}

/** Publish, unpublish, delete or restore, each from the version shown. */
export function useExamAction(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ action, version }: { action: 'publish' | 'unpublish' | 'delete' | 'restore'; version: number }) => {
      const params = { id };
      switch (action) {
        case 'publish':
        case 'unpublish':
          return call('POST /admin/studio/exams/{id}/publish', { params, body: { published: action === 'publish', version } });
        case 'delete':
          return call('POST /admin/studio/exams/{id}/delete', { params, body: { version } });
        case 'restore':
          return call('POST /admin/studio/exams/{id}/restore', { params, body: { version } });
      }
    },
    onSuccess: () => client.invalidateQueries({ queryKey: STUDIO_KEY }),
  });
}

/** A copy of an exam as a new unpublished draft. */
export function useDuplicateExam() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call('POST /admin/studio/exams/{id}/duplicate', { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: STUDIO_KEY }),
  });
}

/** Where the player runs a preview of an exam: the student's player, on the public site. */
export const previewPath = (id: number) => `/exampl?preview=${id}`;

/** What the builder says on opening a copy just made. */
export const COPIED_MESSAGE = 'This is the copy: an unpublished draft with everything of the original. Rename it and save.';
