import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Curriculum, CurriculumOrder, LessonDraftBody, LessonKind, StudioLesson } from '../../../../contracts/studio-curriculum-schemas';
import { ApiError, getJson, postJson } from '../../../api/client';
import { STUDIO_KEY } from '../studio-api';

const base = (courseId: number) => `/api/admin/studio/curriculum/${courseId}`;
export const curriculumKey = (courseId: number) => [...STUDIO_KEY, 'curriculum', courseId] as const;
export const lessonKey = (courseId: number, lessonId: number) => [...STUDIO_KEY, 'curriculum', courseId, 'lesson', lessonId] as const;

const send = <T,>(method: string, path: string, body?: unknown) =>
  getJson<T>(path, body === undefined ? { method } : { method, body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } });

/**
 * What the builder holds is what it last loaded or was answered: no refetch
 * behind the admin's back, so a version number never moves without them
 * seeing the change (a conflict is shown and reloaded on demand).
 */
const held = { staleTime: Infinity, refetchOnWindowFocus: false } as const;

export function useCurriculum(courseId: number) {
  return useQuery({ queryKey: curriculumKey(courseId), queryFn: () => getJson<Curriculum>(base(courseId)), ...held });
}

export function useStudioLesson(courseId: number, lessonId: number | null) {
  return useQuery({
    queryKey: lessonKey(courseId, lessonId ?? 0),
    queryFn: () => getJson<StudioLesson>(`${base(courseId)}/lessons/${lessonId}`),
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
      const at = base(courseId);
      switch (change.kind) {
        case 'add-section':
          return postJson(`${at}/sections`, { curriculumVersion, title: change.title });
        case 'rename-section':
          return send('PATCH', `${at}/sections/${change.sectionId}`, { curriculumVersion, title: change.title });
        case 'remove-section':
          return send('DELETE', `${at}/sections/${change.sectionId}?curriculumVersion=${curriculumVersion}`);
        case 'remove-lesson':
          return send('DELETE', `${at}/lessons/${change.lessonId}?curriculumVersion=${curriculumVersion}`);
        case 'order':
          return send('PUT', `${at}/order`, { curriculumVersion, sections: change.sections });
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
    mutationFn: (input: { curriculumVersion: number; sectionId: number; title: string; kind: LessonKind }) => postJson<StudioLesson>(`${base(courseId)}/lessons`, input),
    onSuccess: (lesson) => {
      client.setQueryData(lessonKey(courseId, lesson.id), lesson);
      void client.invalidateQueries({ queryKey: curriculumKey(courseId), exact: true });
    },
  });
}

export type LessonAction =
  | { kind: 'draft'; body: LessonDraftBody }
  | { kind: 'publish'; version: number }
  | { kind: 'restore'; version: number; fromVersion: number }
  | { kind: 'detach-file'; version: number };

/** A lesson's saves; each answer is the lesson as the server now has it (its new version included), and the tree is refreshed. */
export function useLessonAction(courseId: number, lessonId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (action: LessonAction): Promise<StudioLesson> => {
      const at = `${base(courseId)}/lessons/${lessonId}`;
      switch (action.kind) {
        case 'draft':
          return send('PUT', `${at}/draft`, action.body);
        case 'publish':
          return postJson(`${at}/publish`, { version: action.version });
        case 'restore':
          return postJson(`${at}/restore`, { version: action.version, fromVersion: action.fromVersion });
        case 'detach-file':
          return send('DELETE', `${at}/file?version=${action.version}`);
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
 * Sends a PDF as its bytes with the upload's progress (fetch cannot report
 * it). The server checks the bytes and the size and answers the lesson.
 */
export function uploadLessonPdf(courseId: number, lessonId: number, version: number, file: File, onProgress: (fraction: number) => void): Promise<StudioLesson> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', `${base(courseId)}/lessons/${lessonId}/file?version=${version}&name=${encodeURIComponent(file.name)}`);
    xhr.setRequestHeader('Content-Type', 'application/pdf');
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        // Not JSON (a proxy's page): reported below with the status.
      }
      if (xhr.status >= 200 && xhr.status < 300) return resolve(body as StudioLesson);
      const error = (body as { error?: { code: string; message: string; details?: unknown } } | null)?.error;
      reject(new ApiError(xhr.status, error?.code ?? 'network_error', error?.message ?? `Upload failed (${xhr.status})`, error?.details));
    };
    xhr.onerror = () => reject(new ApiError(0, 'network_error', 'The upload did not reach the server. Check the connection and try again.'));
    xhr.send(file);
  });
}

export const isConflict = (error: unknown) => error instanceof ApiError && error.code === 'edit_conflict';
export const messageOf = (error: unknown) => (error instanceof Error ? error.message : 'Something went wrong. Try again.');
