import { spawn } from 'node:child_process';

// Development: the API on 3001 restarting on change, Vite with hot reload on 5173 proxying /api.
const api = spawn('npx', ['tsx', 'watch', 'scripts/serve-api.ts'], {
  stdio: 'inherit',
  env: { ...process.env, PORT: process.env.API_PORT ?? '3001', NODE_ENV: 'development' },
});
const web = spawn('npx', ['vite'], { stdio: 'inherit' });
const stop = () => {
  api.kill();
  web.kill();
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
api.once('exit', stop);
web.once('exit', stop);
