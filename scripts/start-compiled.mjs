// `npm start`: compiles the server when it is missing or older than its
// sources (about a second), then runs the compiled JavaScript in this plain
// node process. The compiled entry checks the configuration, builds the web
// app when stale, and serves.
import { pathToFileURL } from 'node:url';
import { buildServer, SERVER_ENTRY, serverBuildIsStale } from './server-build.mjs';

if (serverBuildIsStale()) {
  console.log('Compiling the server (first start or sources changed)...');
  await buildServer();
}
// node:cluster forks run process.argv[1]: point it at the compiled entry, not this launcher.
process.argv[1] = SERVER_ENTRY;
await import(pathToFileURL(SERVER_ENTRY).href);
