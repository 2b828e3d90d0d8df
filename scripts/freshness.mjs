// Plain JavaScript: `npm start` runs it with plain node, before anything is compiled.
import fs from 'node:fs';
import path from 'node:path';

/** The newest modification time under a file or folder (folders count: deleting a file changes its folder). */
export function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs.readdirSync(target).reduce((newest, name) => Math.max(newest, newestMtime(path.join(target, name))), stat.mtimeMs);
}

/** True when `builtFile` is missing or older than any of the inputs (paths relative to `root`). */
export function isStale(root, inputs, builtFile) {
  if (!fs.existsSync(builtFile)) return true;
  const builtAt = fs.statSync(builtFile).mtimeMs;
  return inputs.some((input) => newestMtime(path.join(root, input)) > builtAt);
}
