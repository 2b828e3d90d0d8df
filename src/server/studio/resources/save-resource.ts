import type { SaveResource, StudioResource } from '../../../contracts/studio-content-schemas';
import { recordAudit, type Actor } from '../../admin/audit';
import type { Services } from '../../services';
import { keepBytes } from '../../storage/kept-files';
import { currentVersion, liveRow } from '../content/links';
import { expectSaved } from '../versioned';
import { loadStudioResource } from './load-studio-resource';
import { checkedFileType, checkResourceFields } from './resource-rules';

type Deps = Pick<Services, 'db' | 'catalogueCache' | 'storage'>;

/** Saves what a file is (title, description, paper, who may download it); its address stays. */
export async function saveResource(services: Deps, { actor, id, input }: { actor: Actor; id: number; input: SaveResource }): Promise<StudioResource> {
  const { db } = services;
  const fields = await checkResourceFields(db, input);
  await db.transaction().execute(async (trx) => {
    await liveRow(() => trx.selectFrom('resources').select('deleted_at').where('id', '=', id).executeTakeFirst());
    const result = await trx
      .updateTable('resources')
      .set((eb) => ({ title: fields.title, description: fields.description, subject_id: fields.subjectId, access: fields.access, course_id: fields.courseId, version: eb('version', '+', 1) }))
      .where('id', '=', id)
      .where('version', '=', input.version)
      .executeTakeFirst();
    await expectSaved(result, () => currentVersion(trx, 'resources', id));
    await recordAudit(trx, { actor, action: 'content.updated', target: { type: 'resource', id: String(id) }, details: { version: input.version + 1 } });
  });
  await services.catalogueCache.invalidate();
  return loadStudioResource(db, id);
}

/** Puts a new file in place of the old one at the same download address (the old one stays in storage: kept-files.ts says why). */
export async function replaceResourceFile(
  services: Deps,
  { actor, id, version, fileName, bytes }: { actor: Actor; id: number; version: number; fileName: string; bytes: Uint8Array },
): Promise<StudioResource> {
  const { db } = services;
  const mime = checkedFileType(bytes, fileName);
  const key = await keepBytes(services.storage, 'resources', bytes, mime);
  await db.transaction().execute(async (trx) => {
    await liveRow(() => trx.selectFrom('resources').select('deleted_at').where('id', '=', id).executeTakeFirst());
    const result = await trx
      .updateTable('resources')
      .set((eb) => ({ file_name: fileName, mime_type: mime, size_bytes: bytes.byteLength, content: new Uint8Array(), storage_key: key, version: eb('version', '+', 1) }))
      .where('id', '=', id)
      .where('version', '=', version)
      .executeTakeFirst();
    await expectSaved(result, () => currentVersion(trx, 'resources', id));
    await recordAudit(trx, { actor, action: 'content.updated', target: { type: 'resource', id: String(id) }, details: { version: version + 1, fileName, bytes: bytes.byteLength } });
  });
  await services.catalogueCache.invalidate();
  return loadStudioResource(db, id);
}
