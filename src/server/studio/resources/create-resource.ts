import type { NewResourceQuery, StudioResource } from '../../../contracts/studio-content-schemas';
import { recordAudit, type Actor } from '../../admin/audit';
import type { Services } from '../../services';
import { keepBytes } from '../../storage/kept-files';
import { freeSlug, slugify } from '../slugs';
import { loadStudioResource } from './load-studio-resource';
import { checkedFileType, checkResourceFields } from './resource-rules';

/** A new downloadable file with what it is; it is listed on the resources page at once. The bytes go to the storage layer, the row names them. */
export async function createResource(
  services: Pick<Services, 'db' | 'catalogueCache' | 'storage'>,
  { actor, query, bytes }: { actor: Actor; query: NewResourceQuery; bytes: Uint8Array },
): Promise<StudioResource> {
  const { db } = services;
  const mime = checkedFileType(bytes, query.fileName);
  const fields = await checkResourceFields(db, query);
  const key = await keepBytes(services.storage, 'resources', bytes, mime);
  const id = await db.transaction().execute(async (trx) => {
    const slug = await freeSlug(slugify(fields.title), async (s) => !!(await trx.selectFrom('resources').select('id').where('slug', '=', s).executeTakeFirst()));
    const row = await trx
      .insertInto('resources')
      .values({
        slug,
        title: fields.title,
        description: fields.description,
        subject_id: fields.subjectId,
        access: fields.access,
        course_id: fields.courseId,
        file_name: query.fileName,
        mime_type: mime,
        size_bytes: bytes.byteLength,
        content: new Uint8Array(),
        storage_key: key,
        deleted_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordAudit(trx, { actor, action: 'content.created', target: { type: 'resource', id: String(row.id) }, details: { title: fields.title, fileName: query.fileName, bytes: bytes.byteLength } });
    return row.id;
  });
  await services.catalogueCache.invalidate();
  return loadStudioResource(db, id);
}
