import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CourseListQuery, CourseOptions, NewCourse, SaveCourse, StudioCourse, StudioCourseList } from '../../../../contracts/studio-course-schemas';
import { getJson, postJson } from '../../../api/client';
import { STUDIO_KEY } from '../studio-api';

const KEY = [...STUDIO_KEY, 'courses'] as const;
const base = '/api/admin/studio/courses';

export function useStudioCourses(query: Partial<CourseListQuery>) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') params.set(key, String(value));
  return useQuery({
    queryKey: [...KEY, 'list', params.toString()],
    queryFn: () => getJson<StudioCourseList>(`${base}?${params.toString()}`),
    placeholderData: (previous) => previous,
    staleTime: 0,
  });
}

export function useCourseOptions() {
  return useQuery({ queryKey: [...KEY, 'options'], queryFn: () => getJson<CourseOptions>(`${base}/options`), staleTime: 60_000 });
}

export function useStudioCourse(id: number) {
  return useQuery({ queryKey: [...KEY, 'one', id], queryFn: () => getJson<StudioCourse>(`${base}/${id}`), staleTime: 0, retry: false, refetchOnWindowFocus: false });
}

export function coverPreviewUrl(id: number, theme: string, title: string): string {
  return `${base}/${id}/cover?${new URLSearchParams({ theme, title: title.slice(0, 200) }).toString()}`;
}

export type CourseAction = 'publish' | 'unpublish' | 'delete' | 'restore' | 'duplicate';

/** Creating, saving and the actions; the lists, the studio's counts and this course are refreshed after each. */
export function useCourseMutations(id?: number) {
  const client = useQueryClient();
  const settle = (course: StudioCourse) => {
    client.setQueryData([...KEY, 'one', course.id], course);
    void client.invalidateQueries({ queryKey: [...KEY, 'list'] });
    void client.invalidateQueries({ queryKey: [...STUDIO_KEY, 'summary'] });
    // The public pages this browser may have cached (catalogue, course page).
    void client.invalidateQueries({ queryKey: ['courses'] });
  };
  return {
    create: useMutation({ mutationFn: (input: NewCourse) => postJson<StudioCourse>(base, input), onSuccess: settle }),
    save: useMutation({
      mutationFn: (input: SaveCourse) => getJson<StudioCourse>(`${base}/${id}`, { method: 'PUT', body: JSON.stringify(input), headers: { 'Content-Type': 'application/json' } }),
      onSuccess: settle,
    }),
    act: useMutation({
      mutationFn: ({ action, version }: { action: CourseAction; version: number }) =>
        action === 'duplicate' ? postJson<StudioCourse>(`${base}/${id}/duplicate`, {}) : postJson<StudioCourse>(`${base}/${id}/${action}`, { version }),
      onSuccess: settle,
    }),
  };
}
