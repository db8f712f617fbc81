// `npm run dev`: the API with reload on change, and Vite's dev server (hot reload) proxying /api to it.
import { spawn } from 'node:child_process';

const children = [
  spawn('npm', ['run', 'dev', '-w', '@careroster/api'], { stdio: 'inherit', env: process.env }),
  spawn('npm', ['run', 'dev', '-w', '@careroster/web'], { stdio: 'inherit', env: process.env }),
];
const stop = (signal) => children.forEach((c) => c.kill(signal));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(signal));
for (const child of children) child.on('exit', (code) => { stop('SIGTERM'); process.exitCode = code ?? 0; });
