import { spawn } from 'node:child_process';

// `npm run dev`: the API on 8081 restarted on change by tsx watch, and Vite on 5173 proxying /v1 to it.
const api = spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'server/serve.ts'], {
  stdio: 'inherit',
  env: { ...process.env, PORT: process.env.API_PORT ?? '8081' },
});
const web = spawn('npx', ['vite'], { stdio: 'inherit', env: { ...process.env, API_URL: `http://127.0.0.1:${process.env.API_PORT ?? '8081'}` } });
const stop = () => {
  api.kill('SIGTERM');
  web.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
api.on('exit', (code) => process.exit(code ?? 0));
