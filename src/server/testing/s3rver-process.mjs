// An s3rver for the tests, in its own process: `node --openssl-legacy-provider
// s3rver-process.mjs <folder>`. s3rver 3.7 makes ListObjectsV2's continuation
// tokens with DES, which OpenSSL 3 (Node 17 and later) keeps in its legacy
// provider: without the flag every listing longer than one page answers 500.
// The multipart calls it lacks are answered by s3rver-multipart.mjs.
// It prints {"port":N} once listening and stops when the test process goes.
import S3rver from 's3rver';
import { multipartCalls } from './s3rver-multipart.mjs';

const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: process.argv[2] });
// Koa builds its chain when it starts listening: this runs before s3rver's routes.
server.middleware.unshift(multipartCalls(server.store));
server.run().then(
  ({ port }) => process.stdout.write(`${JSON.stringify({ port })}\n`),
  (error) => {
    process.stderr.write(`${error.stack}\n`);
    process.exit(1);
  },
);
const stop = () => server.close().finally(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('disconnect', stop);
