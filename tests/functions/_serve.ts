/**
 * Runs a deployable function as Supabase runs it: its own index.ts (Deno.serve(handler)) in a
 * Deno process of its own, with the function's deno.json (npm packages from the registry, no
 * node_modules), configured only by environment variables, like the secrets of a deploy.
 * DENO_SERVE_ADDRESS makes Deno.serve listen on a free port, read back from its first line.
 */
import { join } from 'node:path';
import { childEnv, ROOT } from './_helpers.ts';

export interface ServedFunction {
  url: string;
  /** Everything the function printed so far (its structured log lines). */
  output(): string;
  /** The parsed JSON log lines with this event name. */
  events(event: string): Array<Record<string, unknown>>;
  stop(): Promise<void>;
}

export async function serveFunction(name: string, env: Record<string, string>): Promise<ServedFunction> {
  const dir = join(ROOT, 'supabase', 'functions', name);
  const child = new Deno.Command(Deno.execPath(), {
    args: ['run', '-A', '--config', join(dir, 'deno.json'), join(dir, 'index.ts')],
    cwd: dir,
    env: childEnv({ ...env, DENO_SERVE_ADDRESS: 'tcp:127.0.0.1:0', NO_COLOR: '1' }),
    clearEnv: true,
    stdin: 'null',
    stdout: 'piped',
    stderr: 'piped',
  }).spawn();
  let text = '';
  let listening: (url: string) => void = () => {};
  const address = new Promise<string>((resolve) => {
    listening = resolve;
  });
  const collect = async (stream: ReadableStream<Uint8Array>) => {
    for await (const chunk of stream.pipeThrough(new TextDecoderStream())) {
      text += chunk;
      const match = /Listening on (http:\/\/[^\s/]+)\//.exec(text);
      if (match?.[1]) listening(match[1]);
    }
  };
  const done = Promise.all([collect(child.stdout), collect(child.stderr)]);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${name} did not start:\n${text}`)), 60_000);
  });
  const exited = child.status.then(() => Promise.reject(new Error(`${name} exited:\n${text}`)));
  exited.catch(() => {});
  let url: string;
  try {
    url = await Promise.race([address, timeout, exited]);
  } catch (err) {
    child.kill('SIGKILL');
    await child.status;
    await done;
    throw err;
  } finally {
    clearTimeout(timer);
  }
  return {
    url,
    output: () => text,
    events: (event) =>
      text.split('\n').filter((line) => line.startsWith('{')).map((line) => JSON.parse(line) as Record<string, unknown>)
        .filter((line) => line.event === event),
    async stop() {
      child.kill('SIGTERM');
      await child.status;
      await done;
    },
  };
}
