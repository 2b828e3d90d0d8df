import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root, found from this file so the server runs from any working directory. */
export const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const WEB_DIST = path.join(PROJECT_ROOT, 'dist/web');
