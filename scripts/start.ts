import { loadConfigOrExit, main } from '../src/server/main';
import { buildWeb, webBuildIsStale } from './web-build';

// `npm start` on a fresh clone: check the configuration, build the browser
// app when it is missing or older than its sources, then run the server
// (which migrates and seeds).
const config = loadConfigOrExit();
if (webBuildIsStale()) {
  console.log('Building the web app (first start or sources changed)...');
  await buildWeb();
}
await main(config);
