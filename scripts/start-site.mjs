// Starts `scripts/serve.mjs` (the `npm start` server, which builds first when the sources
// are newer than dist/) as a child process for the benchmarks, and resolves once it listens.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Resolves with the server process; `env` is added to this process's environment. */
export function startSite(port, env = {}) {
  const server = spawn(process.execPath, ['scripts/serve.mjs'], { cwd: root, env: { ...process.env, ...env, PORT: String(port) }, stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    server.stdout.on('data', (chunk) => String(chunk).includes('Site:') && resolve(server));
    server.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
}
