import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

/** Terminal colour codes (ESC [ ... m). */
const COLOURS = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

/**
 * Starts a server (`npm start`, `wrangler pages dev`) from the repository's root and resolves
 * once its output matches `ready`, with the match (its port); fails with its output after 60 s.
 */
export function startProcess(command: string, args: string[], env: Record<string, string>, ready: RegExp, what: string): Promise<{ child: ChildProcess; match: RegExpMatchArray }> {
  const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => fail(`${what} did not start within 60 s`), 60_000);
    const fail = (why: string) => {
      clearTimeout(timer);
      child.kill();
      reject(new Error(`${why}. Its output:\n${output.slice(-3000)}`));
    };
    const read = (chunk: Buffer) => {
      // Without its colours (wrangler colours the URL it is ready on).
      output += String(chunk).replace(COLOURS, '');
      const match = output.match(ready);
      if (match) {
        clearTimeout(timer);
        resolve({ child, match });
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.on('exit', (code) => fail(`${what} exited (${code}) before it served`));
    child.on('error', (error) => fail(`${what} could not be started: ${error.message}`));
  });
}

/**
 * Stops a server and resolves once it has exited, so that what it wrote can be removed: a
 * process only signalled may still be writing (wrangler to its state folder, when an
 * rmSync beside it once failed with ENOTEMPTY). Killed outright if it has not exited in 10 s.
 */
export async function stopProcess(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill();
  const stubborn = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(stubborn);
}
