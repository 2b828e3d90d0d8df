import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ContentOptions,
  SaveMentor,
  SavePage,
  SavePost,
  SaveResource,
  StudioMentor,
  StudioMentorRow,
  StudioPage,
  StudioPost,
  StudioPostRow,
  StudioResource,
  UploadedMedia,
} from '../../../../contracts/studio-content-schemas';
import type { ErrorBody } from '../../../../contracts/errors';
import { ApiError, getJson, postJson } from '../../../api/client';
import { STUDIO_KEY } from '../studio-api';

const base = '/api/admin/studio';
const putJson = <T>(path: string, body: unknown) => getJson<T>(path, { method: 'PUT', body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } });

export function useContentOptions() {
  return useQuery({ queryKey: [...STUDIO_KEY, 'content-options'], queryFn: () => getJson<ContentOptions>(`${base}/content-options`), staleTime: 60_000 });
}

/** A kind's list and one item, with save and the version actions; lists, counts and public pages are refreshed after each. */
function kindApi<Item extends { id: number }, Row, Save>(kind: 'posts' | 'mentors' | 'resources', listKey: string) {
  const key = [...STUDIO_KEY, kind] as const;
  return {
    useList: (status: string, q = '') =>
      useQuery({
        queryKey: [...key, 'list', status, q],
        queryFn: () => getJson<Record<string, Row[]>>(`${base}/${kind}?${new URLSearchParams({ status, ...(q ? { q } : {}) }).toString()}`).then((r) => r[listKey]!),
        placeholderData: (previous) => previous,
        staleTime: 0,
      }),
    useOne: (id: number) => useQuery({ queryKey: [...key, 'one', id], queryFn: () => getJson<Item>(`${base}/${kind}/${id}`), staleTime: 0, retry: false, refetchOnWindowFocus: false }),
    useMutations: (id?: number) => {
      const client = useQueryClient();
      const settle = (item: Item) => {
        client.setQueryData([...key, 'one', item.id], item);
        void client.invalidateQueries({ queryKey: [...key, 'list'] });
        void client.invalidateQueries({ queryKey: [...STUDIO_KEY, 'summary'] });
      };
      return {
        settle,
        create: useMutation({ mutationFn: (input: unknown) => postJson<Item>(`${base}/${kind}`, input), onSuccess: settle }),
        save: useMutation({ mutationFn: (input: Save) => putJson<Item>(`${base}/${kind}/${id}`, input), onSuccess: settle }),
        act: useMutation({ mutationFn: ({ action, version }: { action: string; version: number }) => postJson<Item>(`${base}/${kind}/${id}/${action}`, { version }), onSuccess: settle }),
      };
    },
  };
}

export const postsApi = kindApi<StudioPost, StudioPostRow, SavePost>('posts', 'posts');
export const mentorsApi = kindApi<StudioMentor, StudioMentorRow, SaveMentor>('mentors', 'mentors');
export const resourcesApi = kindApi<StudioResource, StudioResource, SaveResource>('resources', 'resources');

const PAGES_KEY = [...STUDIO_KEY, 'pages'] as const;
export function usePages() {
  return useQuery({ queryKey: [...PAGES_KEY, 'list'], queryFn: () => getJson<{ pages: StudioPage[] }>(`${base}/pages`).then((r) => r.pages), staleTime: 0 });
}
export function usePage(slug: string) {
  return useQuery({ queryKey: [...PAGES_KEY, 'one', slug], queryFn: () => getJson<StudioPage>(`${base}/pages/${slug}`), staleTime: 0, retry: false, refetchOnWindowFocus: false });
}
export function useSavePage(slug: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: SavePage) => putJson<StudioPage>(`${base}/pages/${slug}`, input),
    onSuccess: (page) => {
      client.setQueryData([...PAGES_KEY, 'one', slug], page);
      void client.invalidateQueries({ queryKey: [...PAGES_KEY, 'list'] });
    },
  });
}

/**
 * Sends a file as the request body with upload progress (fetch cannot
 * report it), answering like getJson: the parsed answer, or an ApiError
 * with the server's code.
 */
export function uploadFile<T>(method: 'POST' | 'PUT', url: string, file: Blob, onProgress?: (fraction: number) => void): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Content-Type', file.type || 'application/octet-stream');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        // not JSON: reported below by status
      }
      if (xhr.status >= 200 && xhr.status < 300) return resolve(body as T);
      const error = (body as ErrorBody | null)?.error;
      reject(new ApiError(xhr.status, error?.code ?? 'network_error', error?.message ?? `Upload failed (${xhr.status})`, error?.details));
    };
    xhr.onerror = () => reject(new ApiError(0, 'network_error', 'The upload did not reach the server. Check the connection and try again.'));
    xhr.send(file);
  });
}

export const uploadImage = (file: Blob, onProgress?: (fraction: number) => void) => uploadFile<UploadedMedia>('POST', `${base}/media`, file, onProgress);
