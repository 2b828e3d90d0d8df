/** Where an S3-compatible bucket is and how to sign for it, read from STORAGE_URL. */
export type S3Location = {
  /** https://host[:port] for `s3://`, http://host[:port] for `s3+http://` (a server on this machine or a private network). */
  endpoint: string;
  bucket: string;
  /** A folder inside the bucket every key goes under ('' for the bucket's root). */
  prefix: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
};

const FORM = 'write s3://KEY:SECRET@host/bucket (s3+http:// for a server without TLS)';

/**
 * Reads `s3://KEY:SECRET@host[:port]/bucket[/prefix]?region=auto` (https) or
 * `s3+http://...` (plain http). The key and secret are percent-decoded, so a
 * secret holding `/` or `+` (AWS's do) is written `%2F`, `%2B`. Without
 * `region` the region is us-east-1, which AWS, MinIO and most others accept
 * for signing; Garage wants the `s3_region` of its garage.toml, R2 `auto`.
 * A problem is one sentence that never repeats the secret.
 */
export function readStorageUrl(url: string): S3Location | { problem: string } {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { problem: `is not an address: ${FORM}` };
  }
  const secure = parsed.protocol === 's3:';
  if (!secure && parsed.protocol !== 's3+http:') return { problem: `must start with s3:// or s3+http://: ${FORM}` };
  if (!parsed.hostname) return { problem: `names no host: ${FORM}` };
  if (!parsed.username || !parsed.password) return { problem: `needs the access key and secret before the host: ${FORM}` };
  const [bucket, ...folders] = parsed.pathname.split('/').filter((part) => part !== '');
  if (!bucket) return { problem: `names no bucket: ${FORM}` };
  try {
    return {
      endpoint: `${secure ? 'https' : 'http'}://${parsed.host}`,
      bucket: decodeURIComponent(bucket),
      prefix: folders.map((part) => decodeURIComponent(part)).join('/'),
      region: parsed.searchParams.get('region') || 'us-east-1',
      accessKeyId: decodeURIComponent(parsed.username),
      secretAccessKey: decodeURIComponent(parsed.password),
    };
  } catch {
    return { problem: 'holds a broken percent-encoding (write / in a secret as %2F, + as %2B)' };
  }
}

/** readStorageUrl, throwing the problem (configuration is checked earlier, in config.ts, with the same words). */
export function parseStorageUrl(url: string): S3Location {
  const read = readStorageUrl(url);
  if ('problem' in read) throw new Error(`STORAGE_URL ${read.problem}`);
  return read;
}
