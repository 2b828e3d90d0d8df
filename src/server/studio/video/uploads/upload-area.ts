import type { DataStore, Upload } from '@tus/server';
import type { Services } from '../../../services';
import { parseStorageUrl } from '../../../storage/storage-url';
import { LocalUploadArea } from './local-upload-area';
import { S3UploadArea } from './s3-upload-area';

/** An upload left unfinished this long is given up: tus refuses to continue it, and the sweep removes it. */
export const UPLOAD_LIFETIME_MS = 24 * 60 * 60 * 1000;

/**
 * Where the bytes of uploads in progress collect, and how to handle them
 * once arrived. The tus id of an upload is the id in its address (32 hex
 * digits) behind `idPrefix`.
 */
export interface UploadArea {
  /** 'local' (DATA_DIR/uploads, this machine only) or 's3' (the storage bucket, every machine). */
  readonly kind: 'local' | 's3';
  /** What tus ids start with: '' in the folder, `<prefix>/uploads/` in the bucket (tus's S3 store names objects by the id alone). */
  readonly idPrefix: string;
  /** The tus datastore (made on the first upload request). */
  openDatastore(): Promise<DataStore>;
  /** The arrived file on this machine, to probe and keep: the file itself, or a temporary copy that release() removes. */
  localCopy(upload: Upload): Promise<{ path: string; release: () => Promise<void> }>;
  /** Removes everything of an upload by its tus id; no error when it is gone already. */
  remove(id: string): Promise<void>;
  /** Removes uploads created before `cutoff`, and leftovers of uploads untouched since. Answers how many uploads. */
  sweep(cutoff: Date): Promise<number>;
}

const areas = new WeakMap<Services, UploadArea>();

/**
 * The upload area of these services: the storage bucket when files are in
 * S3-compatible storage, so an upload begun on one machine goes on through
 * any other; otherwise the local disk's uploads folder.
 */
export function uploadAreaOf(services: Pick<Services, 'storage' | 'storageUrl' | 'uploadsDir'>): UploadArea {
  let area = areas.get(services as Services);
  if (!area) {
    if (services.storage.kind === 's3') {
      if (!services.storageUrl) throw new Error('Files are in S3-compatible storage but no STORAGE_URL says where uploads go');
      area = new S3UploadArea(parseStorageUrl(services.storageUrl), UPLOAD_LIFETIME_MS);
    } else {
      area = new LocalUploadArea(services.uploadsDir, UPLOAD_LIFETIME_MS);
    }
    areas.set(services as Services, area);
  }
  return area;
}

/** The id in an upload's address, from its tus id. */
export function addressIdOf(area: UploadArea, id: string): string {
  return id.startsWith(area.idPrefix) ? id.slice(area.idPrefix.length) : id;
}
