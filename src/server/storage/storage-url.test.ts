import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { parseStorageUrl, readStorageUrl } from './storage-url';

describe('STORAGE_URL', () => {
  it('reads https and plain-http addresses, a folder inside the bucket and the region', () => {
    expect(parseStorageUrl('s3://AKIA123:abc%2Fdef%2Bghi@s3.eu-west-1.amazonaws.com/hisab-files?region=eu-west-1')).toEqual({
      endpoint: 'https://s3.eu-west-1.amazonaws.com',
      bucket: 'hisab-files',
      prefix: '',
      region: 'eu-west-1',
      accessKeyId: 'AKIA123',
      secretAccessKey: 'abc/def+ghi',
    });
    expect(parseStorageUrl('s3+http://garage:secret@127.0.0.1:3900/media/hisab/prod?region=garage')).toMatchObject({
      endpoint: 'http://127.0.0.1:3900',
      bucket: 'media',
      prefix: 'hisab/prod',
      region: 'garage',
    });
    expect(parseStorageUrl('s3://k:s@acct.r2.cloudflarestorage.com/bucket/').region).toBe('us-east-1');
  });

  it('names what is wrong in one sentence, without the secret', () => {
    const problems = ['https://k:s@host/bucket', 's3://host/bucket', 's3://k:s@host', 's3://k:s@host/', 'not an address', 's3://k:%E0%A4%A@host/bucket'].map((url) => {
      const read = readStorageUrl(url);
      return 'problem' in read ? read.problem : null;
    });
    expect(problems).toEqual([
      expect.stringMatching(/^must start with s3:\/\/ or s3\+http:\/\//),
      expect.stringMatching(/^needs the access key and secret/),
      expect.stringMatching(/^names no bucket/),
      expect.stringMatching(/^names no bucket/),
      expect.stringMatching(/^is not an address/),
      expect.stringMatching(/^holds a broken percent-encoding/),
    ]);
    expect(() => loadConfig({ STORAGE_URL: 's3://KEY:topsecret@host' })).toThrow(/^Configuration error: STORAGE_URL names no bucket.*\(got "s3:\/\/KEY:\*\*\*@host"\)$/);
    expect(loadConfig({ STORAGE_URL: 's3://KEY:topsecret@host/bucket' }).storageUrl).toBe('s3://KEY:topsecret@host/bucket');
  });
});
