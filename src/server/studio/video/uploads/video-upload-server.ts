import { randomBytes } from 'node:crypto';
import { Server, type Upload } from '@tus/server';
import { VIDEO_ASSET_HEADER, VIDEO_UPLOADS_PATH } from '../../../../contracts/video-uploads';
import type { Actor } from '../../../admin/audit';
import { AppError, errorBody } from '../../../errors';
import type { Services } from '../../../services';
import { VIDEO_LIMITS } from '../../../video/probe-video';
import { finishVideoUpload } from './finish-video-upload';
import { addressIdOf, uploadAreaOf } from './upload-area';
import { UploadLocker } from './upload-locker';
import { UPLOAD_ID } from './upload-records';
import { expectVideoLesson, uploadTargetOf } from './upload-target';

/** The admin each upload request came from, set by the route before tus sees the request (its hooks get only the request). */
export const uploadActors = new WeakMap<Request, Actor>();

/** What a tus hook throws to refuse: tus answers its status with its body (the API's error shape, as JSON). */
type Refusal = { status_code: number; body: string };

function refusalOf(error: unknown, services: Services, during: string): Refusal {
  if (error instanceof AppError) return { status_code: error.status, body: JSON.stringify(errorBody(error.code, error.message, error.details)) };
  services.logger.error(`video upload: ${during} failed`, { error });
  return { status_code: 500, body: JSON.stringify(errorBody('internal_error')) };
}

function actorOf(req: Request): Actor {
  const actor = uploadActors.get(req);
  if (!actor) throw new Error('video upload reached tus without the admin gate');
  return actor;
}

/**
 * The tus server behind the upload route: files arrive in the upload area,
 * the storage bucket or this machine's uploads folder (upload-area.ts;
 * resumable: HEAD tells how much is there, PATCH continues from it), at
 * most 4 GB. A new upload must name a video lesson the studio can edit,
 * refused before any byte is sent; the finished file is probed, kept as a
 * video and put on the lesson's draft (finish-video-upload.ts). Uploads
 * left unfinished for a day are refused and swept away.
 *
 * One request at a time reads or writes an upload, in whatever process or
 * machine (upload-locker.ts: tus's own lock holds within one process only).
 */
async function createUploadServer(services: Services): Promise<Server> {
  const area = uploadAreaOf(services);
  return new Server({
    path: `/api${VIDEO_UPLOADS_PATH}`,
    datastore: await area.openDatastore(),
    locker: new UploadLocker(services.db),
    // The address names an upload by 32 hex digits; in the bucket its objects are named by the prefix and that id.
    namingFunction: () => `${area.idPrefix}${randomBytes(16).toString('hex')}`,
    generateUrl: (req, { path, id }) => `${path}/${addressIdOf(area, id)}`,
    getFileIdFromRequest: (req, last) => (last !== undefined && UPLOAD_ID.test(last) ? `${area.idPrefix}${last}` : undefined),
    maxSize: VIDEO_LIMITS.maxBytes,
    onUploadCreate: async (req, upload) => {
      try {
        if (upload.sizeIsDeferred) throw new AppError('upload_invalid', 'Say the file’s size when the upload is created (Upload-Length).');
        await expectVideoLesson(services.db, uploadTargetOf(upload.metadata));
        return {};
      } catch (error) {
        throw refusalOf(error, services, 'creating an upload');
      }
    },
    onUploadFinish: async (req, upload: Upload) => {
      try {
        const assetId = await finishVideoUpload({ ...services, area: uploadAreaOf(services) }, { actor: actorOf(req), upload });
        return { headers: { [VIDEO_ASSET_HEADER]: String(assetId) } };
      } catch (error) {
        throw refusalOf(error, services, 'finishing an upload');
      }
    },
  });
}

const servers = new WeakMap<Services, Promise<Server>>();

/** The one tus server of these services (made on the first upload request, so processes that never upload make no folder). */
export function uploadServerOf(services: Services): Promise<Server> {
  let server = servers.get(services);
  if (!server) {
    server = createUploadServer(services);
    servers.set(services, server);
  }
  return server;
}
