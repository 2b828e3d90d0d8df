import type { ResourceFields } from '../../../contracts/studio-content-schemas';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import { assertLinks } from '../content/links';
import { resourceTypeOf } from './file-type';

/** An enrolled-only file names the course that unlocks it; a public one names none. */
export async function checkResourceFields(db: Db, fields: ResourceFields): Promise<ResourceFields> {
  if (fields.access === 'enrolled' && fields.courseId === null) {
    throw new AppError('validation_failed', undefined, [{ path: 'courseId', message: 'Choose the course whose students may download this file.' }]);
  }
  const courseId = fields.access === 'public' ? null : fields.courseId;
  await assertLinks(db, { subjectId: fields.subjectId, courseId }, {});
  return { ...fields, courseId };
}

/** The stored type of an uploaded file, or file_type_not_allowed. */
export function checkedFileType(bytes: Uint8Array, fileName: string): string {
  const type = resourceTypeOf(bytes, fileName);
  if (type === null) throw new AppError('file_type_not_allowed');
  return type;
}
