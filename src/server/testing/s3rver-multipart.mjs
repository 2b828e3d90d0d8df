// The three multipart calls s3rver 3.7 lacks, for the tests' stand-in only.
// s3rver keeps a multipart upload as a folder (its `key`, and each part as
// `<number>` with `<number>.md5`) and implements CreateMultipartUpload,
// UploadPart and CompleteMultipartUpload, but answers ListParts and
// AbortMultipartUpload with 405 MethodNotAllowed and ListMultipartUploads
// with 501 NotImplemented. tus's S3 store asks ListParts on every request
// (the offset is the sum of the parts), aborts on termination, and the upload
// sweep lists and aborts stale uploads: answered here from that folder, in
// S3's XML, before s3rver's own routes. Paging is not offered (everything in
// one page), nor signature checks (s3rver accepts any secret anyway).
import { readdir, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';

const XMLNS = 'http://s3.amazonaws.com/doc/2006-03-01/';
const escape = (text) => String(text).replace(/[<>&'"]/g, (ch) => `&#${ch.charCodeAt(0)};`);
const element = (name, value) => `<${name}>${escape(value)}</${name}>`;

function answerXml(ctx, status, root, inner) {
  ctx.status = status;
  ctx.type = 'application/xml';
  ctx.body = `<?xml version="1.0" encoding="UTF-8"?>\n<${root} xmlns="${XMLNS}">${inner}</${root}>`;
}

function noSuchUpload(ctx, uploadId) {
  answerXml(ctx, 404, 'Error', element('Code', 'NoSuchUpload') + element('Message', 'The specified upload does not exist.') + element('UploadId', uploadId));
}

/** The folder of one upload, or null when there is no such upload (the id is s3rver's 32 hex digits). */
async function uploadFolder(store, bucket, uploadId) {
  if (!/^[0-9a-f]{32}$/.test(uploadId)) return null;
  const folder = path.join(store.getResourcePath(bucket, undefined, 'uploads'), uploadId);
  return (await stat(folder).catch(() => null))?.isDirectory() ? folder : null;
}

async function listParts(ctx, store, bucket, key, uploadId) {
  const folder = await uploadFolder(store, bucket, uploadId);
  if (!folder) return noSuchUpload(ctx, uploadId);
  const numbers = (await readdir(folder))
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .sort((a, b) => a - b);
  let parts = '';
  for (const number of numbers) {
    const file = path.join(folder, String(number));
    const [info, md5] = await Promise.all([stat(file), readFile(`${file}.md5`, 'utf8').catch(() => '')]);
    parts += `<Part>${element('PartNumber', number)}${element('LastModified', info.mtime.toISOString())}${element('ETag', `"${md5.trim()}"`)}${element('Size', info.size)}</Part>`;
  }
  answerXml(ctx, 200, 'ListPartsResult', element('Bucket', bucket) + element('Key', key) + element('UploadId', uploadId) + element('IsTruncated', 'false') + parts);
}

async function abortUpload(ctx, store, bucket, uploadId) {
  const folder = await uploadFolder(store, bucket, uploadId);
  if (!folder) return noSuchUpload(ctx, uploadId);
  await rm(folder, { recursive: true, force: true });
  ctx.status = 204;
}

async function listUploads(ctx, store, bucket, prefix) {
  const root = store.getResourcePath(bucket, undefined, 'uploads');
  const ids = await readdir(root).catch(() => []);
  let uploads = '';
  for (const uploadId of ids.sort()) {
    const folder = path.join(root, uploadId);
    const key = await readFile(path.join(folder, 'key'), 'utf8').catch(() => null);
    if (key === null || !key.startsWith(prefix)) continue;
    // s3rver writes `key` when the upload starts: its time is when the upload was initiated.
    const initiated = (await stat(path.join(folder, 'key'))).mtime;
    uploads += `<Upload>${element('Key', key)}${element('UploadId', uploadId)}${element('Initiated', initiated.toISOString())}</Upload>`;
  }
  answerXml(ctx, 200, 'ListMultipartUploadsResult', element('Bucket', bucket) + element('Prefix', prefix) + element('IsTruncated', 'false') + uploads);
}

/** Koa middleware for an S3rver (path-style addresses): put it before s3rver's own. */
export function multipartCalls(store) {
  return async (ctx, next) => {
    const [bucket, ...rest] = ctx.path.split('/').slice(1).map(decodeURIComponent);
    const key = rest.join('/');
    const uploadId = typeof ctx.query.uploadId === 'string' ? ctx.query.uploadId : undefined;
    if (bucket && key && uploadId !== undefined && ctx.method === 'GET') return listParts(ctx, store, bucket, key, uploadId);
    if (bucket && key && uploadId !== undefined && ctx.method === 'DELETE') return abortUpload(ctx, store, bucket, uploadId);
    if (bucket && !key && 'uploads' in ctx.query && ctx.method === 'GET') return listUploads(ctx, store, bucket, typeof ctx.query.prefix === 'string' ? ctx.query.prefix : '');
    return next();
  };
}
