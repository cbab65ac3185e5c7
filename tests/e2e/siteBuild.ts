import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

/** Test builds of the site with other settings, and `npm start`'s server on them. */
const root = fileURLToPath(new URL('../..', import.meta.url));
const run = promisify(execFile);

/** The site built (client, server, prerender) into `work`/dist with `env` (VITE_ variables); returns the dist. */
export async function buildSite(work: string, vars: Record<string, string>): Promise<string> {
  const env = { ...process.env, ...vars };
  const vite = path.join(root, 'node_modules', '.bin', 'vite');
  const dist = path.join(work, 'dist');
  const ssr = path.join(work, 'dist-ssr');
  await run(vite, ['build', '--outDir', dist, '--emptyOutDir', '--logLevel', 'error'], { cwd: root, env });
  await run(vite, ['build', '--ssr', 'src/entry-server.tsx', '--outDir', ssr, '--emptyOutDir', '--logLevel', 'error'], { cwd: root, env });
  await run(process.execPath, ['scripts/prerender.mjs'], { cwd: root, env: { ...env, PRERENDER_DIST: dist, PRERENDER_SSR: ssr } });
  return dist;
}

export interface Served {
  /** The port the server listens on. */
  port: number;
  server: ChildProcess;
  stop(): Promise<void>;
}

/** `npm start`'s server (scripts/serve.mjs) with `env` (DIST_DIR, PORT, HOST, SERVE_FUNCTIONS...), once it listens. */
export async function startServe(env: Record<string, string | undefined>): Promise<Served> {
  const server = spawn(process.execPath, ['scripts/serve.mjs'], {
    cwd: root,
    env: { ...process.env, SKIP_BUILD: '1', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    server.stdout?.on('data', (chunk) => {
      out += chunk;
      const found = /Site: +http:\/\/localhost:(\d+)/.exec(out)?.[1];
      if (found) resolve(Number(found));
    });
    server.on('exit', (code) => reject(new Error(`serve.mjs exited (${code}): ${out}`)));
  });
  return {
    port,
    server,
    async stop() {
      if (server.exitCode !== null || server.signalCode !== null) return;
      server.kill('SIGTERM');
      await once(server, 'exit');
    },
  };
}
