/**
 * A throwaway PostgreSQL server for the production-path tests: a real server process (Debian's,
 * found or installed by scripts/postgres.mjs, passed as PG_BIN by scripts/test-functions.mjs),
 * its data in a temporary folder, listening on 127.0.0.1 at a free port, with durability off
 * for speed. Migrations go through psql, one transaction per file, as `supabase db push`
 * applies them, after the bootstrap of what the Supabase platform already has (roles, no
 * default grants, the migration history table: LOCAL_BOOTSTRAP_SQL).
 */
import { join } from 'node:path';
import { LOCAL_BOOTSTRAP_SQL } from '../../supabase/functions/_shared/db-pglite.ts';
import { ROOT } from './_helpers.ts';

/** Stand-ins for pg_cron, pg_net and Vault, with the signatures of the real ones. */
export const PLATFORM_STAND_INS = `
create schema cron;
create table cron.job (jobid bigserial primary key, jobname text unique, schedule text not null, command text not null);
create function cron.schedule(job_name text, schedule text, command text) returns bigint language sql as $$
  insert into cron.job (jobname, schedule, command) values (job_name, schedule, command)
  on conflict (jobname) do update set schedule = excluded.schedule, command = excluded.command
  returning jobid $$;
create schema net;
create table net.http_request_queue (id bigserial primary key, url text not null, body jsonb, params jsonb, headers jsonb, timeout_milliseconds int);
create function net.http_post(url text, body jsonb default '{}'::jsonb, params jsonb default '{}'::jsonb,
    headers jsonb default '{"Content-Type": "application/json"}'::jsonb, timeout_milliseconds int default 1000)
  returns bigint language sql as $$
  insert into net.http_request_queue (url, body, params, headers, timeout_milliseconds)
  values (url, body, params, headers, timeout_milliseconds) returning id $$;
create schema vault;
create table vault.secrets (name text primary key, secret text not null);
create view vault.decrypted_secrets as select name, secret as decrypted_secret from vault.secrets;
`;

export interface PgServer {
  port: number;
  /** postgres:// URL of one database on this server, as the superuser `postgres`. */
  url(database: string): string;
  /** Runs SQL text through psql (ON_ERROR_STOP); resolves with psql's stdout and stderr. */
  psql(database: string, sql: string, opts?: { singleTransaction?: boolean }): Promise<{ stdout: string; stderr: string }>;
  /** A new database with the platform bootstrap and every migration applied; returns the migrations' notices. */
  createMigratedDatabase(name: string, beforeMigrations?: string): Promise<string>;
  stop(): Promise<void>;
}

function findBin(): string {
  const fromEnv = Deno.env.get('PG_BIN');
  if (fromEnv) return fromEnv;
  try {
    const majors = [...Deno.readDirSync('/usr/lib/postgresql')].map((e) => e.name).filter((n) => /^\d+$/.test(n)).sort((a, b) => Number(b) - Number(a));
    if (majors[0]) return `/usr/lib/postgresql/${majors[0]}/bin`;
  } catch { /* no Debian server */ }
  throw new Error('No PostgreSQL server: run the tests with `npm run test:functions` (it finds or installs one) or set PG_BIN.');
}

async function freePort(): Promise<number> {
  const listener = Deno.listen({ hostname: '127.0.0.1', port: 0 });
  const { port } = listener.addr as Deno.NetAddr;
  listener.close();
  return port;
}

async function output(command: string, args: string[], opts: { input?: string } = {}) {
  const child = new Deno.Command(command, { args, stdin: opts.input === undefined ? 'null' : 'piped', stdout: 'piped', stderr: 'piped' }).spawn();
  if (opts.input !== undefined) {
    const writer = child.stdin.getWriter();
    await writer.write(new TextEncoder().encode(opts.input));
    await writer.close();
  }
  const out = await child.output();
  const result = { code: out.code, stdout: new TextDecoder().decode(out.stdout), stderr: new TextDecoder().decode(out.stderr) };
  if (result.code !== 0) throw new Error(`${command} ${args.join(' ')} failed (${result.code}):\n${result.stderr}${result.stdout}`);
  return result;
}

export async function startPostgres(): Promise<PgServer> {
  const bin = findBin();
  const dir = await Deno.makeTempDir({ prefix: 'pg-test-' });
  const data = join(dir, 'data');
  // initdb and postgres refuse to run as root: as root, run them as the `postgres` user that
  // Debian's package creates, owning the temporary folder.
  // setpriv executes the tool itself (no child process in between), so signals reach it.
  let as = (tool: string, args: string[]): [string, string[]] => [join(bin, tool), args];
  if (Deno.uid() === 0) {
    const uid = (await output('id', ['-u', 'postgres'])).stdout.trim();
    const gid = (await output('id', ['-g', 'postgres'])).stdout.trim();
    await Deno.chown(dir, Number(uid), Number(gid));
    as = (tool, args) => ['setpriv', [`--reuid=${uid}`, `--regid=${gid}`, '--clear-groups', '--', join(bin, tool), ...args]];
  }

  await output(...as('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--no-locale', '--no-sync']));
  const port = await freePort();
  const [cmd, args] = as('postgres', [
    '-D', data, '-p', String(port), '-h', '127.0.0.1', '-k', dir,
    '-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off', '-c', 'max_connections=40',
  ]);
  const server = new Deno.Command(cmd, { args, stdout: 'null', stderr: 'piped' }).spawn();
  const log: string[] = [];
  (async () => {
    for await (const chunk of server.stderr.pipeThrough(new TextDecoderStream())) log.push(chunk);
  })();

  const psqlArgs = (database: string) => ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', '-d', database, '-X', '-q', '-v', 'ON_ERROR_STOP=1'];
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      await output(join(bin, 'psql'), [...psqlArgs('postgres'), '-c', 'select 1']);
      break;
    } catch (err) {
      if (Date.now() > deadline) throw new Error(`PostgreSQL did not start:\n${log.join('')}\n${err}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  const psql: PgServer['psql'] = async (database, sql, opts = {}) => {
    const { stdout, stderr } = await output(join(bin, 'psql'), [...psqlArgs(database), ...(opts.singleTransaction ? ['-1'] : []), '-f', '-'], { input: sql });
    return { stdout, stderr };
  };

  return {
    port,
    url: (database) => `postgres://postgres@127.0.0.1:${port}/${database}`,
    psql,
    async createMigratedDatabase(name, beforeMigrations = '') {
      await psql('postgres', `create database ${name}`);
      await psql(name, LOCAL_BOOTSTRAP_SQL + beforeMigrations);
      const dir = join(ROOT, 'supabase', 'migrations');
      const files = [...Deno.readDirSync(dir)].map((e) => e.name).filter((f) => /^\d+_[\w-]+\.sql$/.test(f)).sort();
      let notices = '';
      for (const file of files) {
        const [version = '', ...rest] = file.replace(/\.sql$/, '').split('_');
        const sql = await Deno.readTextFile(join(dir, file));
        const record = `\ninsert into supabase_migrations.schema_migrations (version, name) values ('${version}', '${rest.join('_')}');\n`;
        notices += (await psql(name, sql + record, { singleTransaction: true })).stderr;
      }
      return notices;
    },
    async stop() {
      try {
        server.kill('SIGINT');
        await server.status;
      } finally {
        await Deno.remove(dir, { recursive: true });
      }
    },
  };
}
