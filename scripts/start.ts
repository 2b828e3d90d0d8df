import { spawnSync } from 'node:child_process';
import cluster from 'node:cluster';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfigOrExit, main } from '../src/server/main';
import { webBuildIsStale } from './web-build';

// The server's entry, compiled to dist/server/start.js by `npm start`: check
// the configuration, build the browser app when it is missing or older than
// its sources, then serve (migrating and seeding first). Forked cluster
// workers run this file too and go straight to serving.
const config = loadConfigOrExit();
if (cluster.isPrimary && webBuildIsStale()) {
  console.log('Building the web app (first start or sources changed)...');
  // In a child process: the bundler would otherwise stay in this server's memory (hundreds of MB).
  const here = fileURLToPath(import.meta.url);
  const builder = path.join(path.dirname(here), `build-web${path.extname(here)}`);
  const result = spawnSync(process.execPath, [...process.execArgv, builder], { stdio: 'inherit' });
  if (result.status !== 0) {
    process.stderr.write('Hisab could not start: the web app did not build (see above)\n');
    process.exit(1);
  }
}
await main(config);
