import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CourseCoverTheme } from '../../../../contracts/course-cover-themes';
import type { CourseListQuery, NewCourse, SaveCourse, StudioCourse } from '../../../../contracts/studio-course-schemas';
import { call, urlOf } from '../../../api/client';
import { STUDIO_KEY } from '../studio-api';

const KEY = [...STUDIO_KEY, 'courses'] as const;

export function useStudioCourses(query: Partial<CourseListQuery>) {
  return useQuery({
    queryKey: [...KEY, 'list', query],
    queryFn: ({ signal }) => call('GET /admin/studio/courses', { query, signal }),
    placeholderData: (previous) => previous,
    staleTime: 0,
  });
}

export function useCourseOptions() {
  return useQuery({ queryKey: [...KEY, 'options'], queryFn: ({ signal }) => call('GET /admin/studio/courses/options', { signal }), staleTime: 60_000 });
}

export function useStudioCourse(id: number) {
  return useQuery({
    queryKey: [...KEY, 'one', id],
    queryFn: ({ signal }) => call('GET /admin/studio/courses/{id}', { params: { id }, signal }),
    staleTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
}

export function coverPreviewUrl(id: number, theme: CourseCoverTheme, title: string): string {
  return urlOf('GET /admin/studio/courses/{id}/cover', { params: { id }, query: { theme, title: title.slice(0, 200) } });
}

export type CourseAction = 'publish' | 'unpublish' | 'delete' | 'restore' | 'duplicate';

function act(id: number, action: CourseAction, version: number): Promise<StudioCourse> {
  const params = { id };
  switch (action) {
    case 'duplicate':
      return call('POST /admin/studio/courses/{id}/duplicate', { params });
    case 'publish':
      return call('POST /admin/studio/courses/{id}/publish', { params, body: { version } });
    case 'unpublish':
      return call('POST /admin/studio/courses/{id}/unpublish', { params, body: { version } });
    case 'delete':
      return call('POST /admin/studio/courses/{id}/delete', { params, body: { version } });
    case 'restore':
      return call('POST /admin/studio/courses/{id}/restore', { params, body: { version } });
  }
}

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
    create: useMutation({ mutationFn: (body: NewCourse) => call('POST /admin/studio/courses', { body }), onSuccess: settle }),
    save: useMutation({ mutationFn: (body: SaveCourse) => call('PUT /admin/studio/courses/{id}', { params: { id: id! }, body }), onSuccess: settle }),
    act: useMutation({ mutationFn: ({ action, version }: { action: CourseAction; version: number }) => act(id!, action, version), onSuccess: settle }),
  };
}
