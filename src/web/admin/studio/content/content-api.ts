import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CONTENT_PAGE_SLUGS, type NewResourceQuery, type SaveMentor, type SavePage, type SavePost, type SaveResource, type StudioPostListQuery } from '../../../../contracts/studio-content-schemas';
import { call, upload, type UploadProgress } from '../../../api/client';
import { STUDIO_KEY } from '../studio-api';

export function useContentOptions() {
  return useQuery({ queryKey: [...STUDIO_KEY, 'content-options'], queryFn: ({ signal }) => call('GET /admin/studio/content-options', { signal }), staleTime: 60_000 });
}

/** How one kind's items are listed, read, created, saved and acted on, each through its declared operation. */
type KindCalls<Item, Row, Status, New, Save, Action> = {
  list: (status: Status, q: string, signal: AbortSignal) => Promise<Row[]>;
  one: (id: number, signal: AbortSignal) => Promise<Item>;
  create: (input: New) => Promise<Item>;
  save: (id: number, input: Save) => Promise<Item>;
  act: (id: number, action: Action, version: number) => Promise<Item>;
};

/** A kind's list and one item, with create, save and the version actions; lists, counts and public pages are refreshed after each. */
function kindApi<Item extends { id: number }, Row, Status extends string, New, Save, Action extends string>(
  kind: 'posts' | 'mentors' | 'resources',
  calls: KindCalls<Item, Row, Status, New, Save, Action>,
) {
  const key = [...STUDIO_KEY, kind] as const;
  return {
    useList: (status: Status, q = '') =>
      useQuery({
        queryKey: [...key, 'list', status, q],
        queryFn: ({ signal }) => calls.list(status, q, signal),
        placeholderData: (previous) => previous,
        staleTime: 0,
      }),
    useOne: (id: number) => useQuery({ queryKey: [...key, 'one', id], queryFn: ({ signal }) => calls.one(id, signal), staleTime: 0, retry: false, refetchOnWindowFocus: false }),
    useMutations: (id?: number) => {
      const client = useQueryClient();
      const settle = (item: Item) => {
        client.setQueryData([...key, 'one', item.id], item);
        void client.invalidateQueries({ queryKey: [...key, 'list'] });
        void client.invalidateQueries({ queryKey: [...STUDIO_KEY, 'summary'] });
      };
      return {
        settle,
        create: useMutation({ mutationFn: calls.create, onSuccess: settle }),
        save: useMutation({ mutationFn: (input: Save) => calls.save(id!, input), onSuccess: settle }),
        act: useMutation({ mutationFn: ({ action, version }: { action: Action; version: number }) => calls.act(id!, action, version), onSuccess: settle }),
      };
    },
  };
}

export type PostAction = 'publish' | 'unpublish' | 'delete' | 'restore';
/** Mentors and files are deleted and restored; only posts are published. */
export type RemovalAction = 'delete' | 'restore';

export const postsApi = kindApi('posts', {
  list: (status: StudioPostListQuery['status'], q, signal) => call('GET /admin/studio/posts', { query: { status, q }, signal }).then((r) => r.posts),
  one: (id, signal) => call('GET /admin/studio/posts/{id}', { params: { id }, signal }),
  create: (body: { title: string }) => call('POST /admin/studio/posts', { body }),
  save: (id, body: SavePost) => call('PUT /admin/studio/posts/{id}', { params: { id }, body }),
  act: (id, action: PostAction, version) => call(`POST /admin/studio/posts/{id}/${action}`, { params: { id }, body: { version } }),
});

export const mentorsApi = kindApi('mentors', {
  list: (status: 'active' | 'deleted', _q, signal) => call('GET /admin/studio/mentors', { query: { status }, signal }).then((r) => r.mentors),
  one: (id, signal) => call('GET /admin/studio/mentors/{id}', { params: { id }, signal }),
  create: (body: { name: string }) => call('POST /admin/studio/mentors', { body }),
  save: (id, body: SaveMentor) => call('PUT /admin/studio/mentors/{id}', { params: { id }, body }),
  act: (id, action: RemovalAction, version) => call(`POST /admin/studio/mentors/{id}/${action}`, { params: { id }, body: { version } }),
});

/** A new file: what it is (in the query) and its bytes, with the upload's progress. */
export type NewResource = { fields: NewResourceQuery; file: File; onProgress: UploadProgress };

export const resourcesApi = kindApi('resources', {
  list: (status: 'active' | 'deleted', _q, signal) => call('GET /admin/studio/resources', { query: { status }, signal }).then((r) => r.resources),
  one: (id, signal) => call('GET /admin/studio/resources/{id}', { params: { id }, signal }),
  create: ({ fields, file, onProgress }: NewResource) => upload('POST /admin/studio/resources', { query: { ...fields, courseId: fields.courseId ?? undefined }, body: file, onProgress }),
  save: (id, body: SaveResource) => call('PUT /admin/studio/resources/{id}', { params: { id }, body }),
  act: (id, action: RemovalAction, version) => call(`POST /admin/studio/resources/{id}/${action}`, { params: { id }, body: { version } }),
});

/** Puts a new file in place of a resource's own, from the version the editor loaded; the download address stays. */
export function replaceResourceFile(id: number, version: number, file: File, onProgress: UploadProgress) {
  return upload('PUT /admin/studio/resources/{id}/file', { params: { id }, query: { fileName: file.name, version }, body: file, onProgress });
}

const PAGES_KEY = [...STUDIO_KEY, 'pages'] as const;

/**
 * The content page an address names. Any other slug is refused here, as the
 * server refuses it, so the editor shows that it cannot load the page.
 */
async function contentPage(slug: string) {
  const page = CONTENT_PAGE_SLUGS.find((known) => known === slug);
  if (!page) throw new Error(`“${slug}” is not a content page.`);
  return page;
}

export function usePages() {
  return useQuery({ queryKey: [...PAGES_KEY, 'list'], queryFn: ({ signal }) => call('GET /admin/studio/pages', { signal }).then((r) => r.pages), staleTime: 0 });
}
export function usePage(slug: string) {
  return useQuery({
    queryKey: [...PAGES_KEY, 'one', slug],
    queryFn: async ({ signal }) => call('GET /admin/studio/pages/{slug}', { params: { slug: await contentPage(slug) }, signal }),
    staleTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
}
export function useSavePage(slug: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: SavePage) => call('PUT /admin/studio/pages/{slug}', { params: { slug: await contentPage(slug) }, body }),
    onSuccess: (page) => {
      client.setQueryData([...PAGES_KEY, 'one', slug], page);
      void client.invalidateQueries({ queryKey: [...PAGES_KEY, 'list'] });
    },
  });
}

/** Uploads a picture for a cover, a portrait or a Markdown body, with the upload's progress. */
export const uploadImage = (file: Blob, onProgress?: UploadProgress) => upload('POST /admin/studio/media', { body: file, onProgress });
