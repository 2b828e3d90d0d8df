import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Curriculum, CurriculumOrder, LessonDraftBody, LessonKind, StudioLesson } from '../../../../contracts/studio-curriculum-schemas';
import { call, upload } from '../../../api/client';
import { STUDIO_KEY } from '../studio-api';

export const curriculumKey = (courseId: number) => [...STUDIO_KEY, 'curriculum', courseId] as const;
export const lessonKey = (courseId: number, lessonId: number) => [...STUDIO_KEY, 'curriculum', courseId, 'lesson', lessonId] as const;

/**
 * What the builder holds is what it last loaded or was answered: no refetch
 * behind the admin's back, so a version number never moves without them
 * seeing the change (a conflict is shown and reloaded on demand).
 */
const held = { staleTime: Infinity, refetchOnWindowFocus: false } as const;

export function useCurriculum(courseId: number) {
  return useQuery({ queryKey: curriculumKey(courseId), queryFn: ({ signal }) => call('GET /admin/studio/curriculum/{courseId}', { params: { courseId }, signal }), ...held });
}

export function useStudioLesson(courseId: number, lessonId: number | null) {
  return useQuery({
    queryKey: lessonKey(courseId, lessonId ?? 0),
    queryFn: ({ signal }) => call('GET /admin/studio/curriculum/{courseId}/lessons/{lessonId}', { params: { courseId, lessonId: lessonId! }, signal }),
    enabled: lessonId !== null,
    ...held,
  });
}

export type StructureChange =
  | { kind: 'add-section'; title: string }
  | { kind: 'rename-section'; sectionId: number; title: string }
  | { kind: 'remove-section'; sectionId: number }
  | { kind: 'remove-lesson'; lessonId: number }
  | { kind: 'order'; sections: CurriculumOrder['sections'] };

/** Every change to the course's structure, sent with the curriculum version it was made from; the answer replaces the tree. */
export function useChangeStructure(courseId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ change, curriculumVersion }: { change: StructureChange; curriculumVersion: number }): Promise<Curriculum> => {
      switch (change.kind) {
        case 'add-section':
          return call('POST /admin/studio/curriculum/{courseId}/sections', { params: { courseId }, body: { curriculumVersion, title: change.title } });
        case 'rename-section':
          return call('PATCH /admin/studio/curriculum/{courseId}/sections/{sectionId}', { params: { courseId, sectionId: change.sectionId }, body: { curriculumVersion, title: change.title } });
        case 'remove-section':
          return call('DELETE /admin/studio/curriculum/{courseId}/sections/{sectionId}', { params: { courseId, sectionId: change.sectionId }, query: { curriculumVersion } });
        case 'remove-lesson':
          return call('DELETE /admin/studio/curriculum/{courseId}/lessons/{lessonId}', { params: { courseId, lessonId: change.lessonId }, query: { curriculumVersion } });
        case 'order':
          return call('PUT /admin/studio/curriculum/{courseId}/order', { params: { courseId }, body: { curriculumVersion, sections: change.sections } });
      }
    },
    onSuccess: (curriculum) => {
      client.setQueryData(curriculumKey(courseId), curriculum);
      void client.invalidateQueries({ queryKey: [...STUDIO_KEY, 'summary'] });
    },
  });
}

export function useAddLesson(courseId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { curriculumVersion: number; sectionId: number; title: string; kind: LessonKind }) => call('POST /admin/studio/curriculum/{courseId}/lessons', { params: { courseId }, body }),
    onSuccess: (lesson) => {
      client.setQueryData(lessonKey(courseId, lesson.id), lesson);
      void client.invalidateQueries({ queryKey: curriculumKey(courseId), exact: true });
    },
  });
}

export type LessonAction =
  { kind: 'draft'; body: LessonDraftBody } | { kind: 'publish'; version: number } | { kind: 'restore'; version: number; fromVersion: number } | { kind: 'detach-file'; version: number };

/** A lesson's saves; each answer is the lesson as the server now has it (its new version included), and the tree is refreshed. */
export function useLessonAction(courseId: number, lessonId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (action: LessonAction): Promise<StudioLesson> => {
      const params = { courseId, lessonId };
      switch (action.kind) {
        case 'draft':
          return call('PUT /admin/studio/curriculum/{courseId}/lessons/{lessonId}/draft', { params, body: action.body });
        case 'publish':
          return call('POST /admin/studio/curriculum/{courseId}/lessons/{lessonId}/publish', { params, body: { version: action.version } });
        case 'restore':
          return call('POST /admin/studio/curriculum/{courseId}/lessons/{lessonId}/restore', { params, body: { version: action.version, fromVersion: action.fromVersion } });
        case 'detach-file':
          return call('DELETE /admin/studio/curriculum/{courseId}/lessons/{lessonId}/file', { params, query: { version: action.version } });
      }
    },
    onSuccess: (lesson) => lessonSaved(client, courseId, lesson),
  });
}

export function lessonSaved(client: ReturnType<typeof useQueryClient>, courseId: number, lesson: StudioLesson) {
  client.setQueryData(lessonKey(courseId, lesson.id), lesson);
  void client.invalidateQueries({ queryKey: curriculumKey(courseId), exact: true });
}

/**
 * Sends a PDF as its bytes, reporting the upload's progress. The server
 * checks the bytes and the size and answers the lesson.
 */
export function uploadLessonPdf(courseId: number, lessonId: number, version: number, file: File, onProgress: (fraction: number) => void): Promise<StudioLesson> {
  return upload('PUT /admin/studio/curriculum/{courseId}/lessons/{lessonId}/file', {
    params: { courseId, lessonId },
    query: { version, name: file.name },
    body: new Blob([file], { type: 'application/pdf' }),
    onProgress,
  });
}
