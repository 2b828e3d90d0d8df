import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rm, utimes } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { removeAbandonedCopies } from './abandoned-copies';

describe('local copies of S3 objects left by a process that died', () => {
  let root: string;
  beforeEach(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'hisab-copies-test-'));
  });
  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });
  const folder = async (name: string, ageMs = 0) => {
    await mkdir(path.join(root, name, 'inner'), { recursive: true });
    const when = new Date(Date.now() - ageMs);
    await utimes(path.join(root, name), when, when);
  };

  it('removes those of dead processes and any a day old, and leaves a running process’s and what is not a copy', async () => {
    const dead = spawnSync('true').pid!;
    const alive = process.ppid;
    await folder(`hisab-s3-copy-${dead}-aaaaaa`);
    await folder('hisab-s3-copy-bbbbbb', 25 * 3600_000);
    await folder(`hisab-s3-copy-${alive}-cccccc`, 25 * 3600_000);
    await folder(`hisab-s3-copy-${alive}-dddddd`);
    await folder(`hisab-s3-copy-${process.pid}-eeeeee`);
    await folder('hisab-s3-copy-ffffff');
    await folder('hisab-transcode-1-gggggg', 48 * 3600_000);
    const removed = await removeAbandonedCopies({ tempRoot: root });
    expect(removed.sort()).toEqual([`hisab-s3-copy-${alive}-cccccc`, `hisab-s3-copy-${dead}-aaaaaa`, 'hisab-s3-copy-bbbbbb'].sort());
    expect((await readdir(root)).sort()).toEqual([`hisab-s3-copy-${alive}-dddddd`, `hisab-s3-copy-${process.pid}-eeeeee`, 'hisab-s3-copy-ffffff', 'hisab-transcode-1-gggggg'].sort());
  });

  it('answers nothing for a temporary folder that is not there', async () => {
    expect(await removeAbandonedCopies({ tempRoot: path.join(root, 'none') })).toEqual([]);
  });
});
