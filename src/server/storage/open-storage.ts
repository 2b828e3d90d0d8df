import path from 'node:path';
import type { FileStorage } from './file-storage';
import { LocalStorage } from './local-storage';
import { S3Storage } from './s3-storage';

/** The storage layer the configuration names: S3-compatible storage with STORAGE_URL, otherwise the local disk under DATA_DIR/files. */
export async function openStorage({ dataDir, storageUrl }: { dataDir: string; storageUrl: string | undefined }): Promise<FileStorage> {
  if (storageUrl) return S3Storage.fromUrl(storageUrl);
  return new LocalStorage(path.join(dataDir, 'files'));
}
