/**
 * Local database: PGlite (Postgres compiled to WebAssembly) in a folder (default
 * `.data/pglite`) or in memory. It applies `supabase/migrations/*.sql` in order, the same
 * files `supabase db push` applies in production, after a local bootstrap that creates what
 * the Supabase platform already has: the roles anon / authenticated / service_role with usage
 * on schema `public`, and the migration history table. No default privileges: Supabase no
 * longer grants new tables in `public` to anon, authenticated or service_role (default for
 * new projects since 2026-05-30, for all projects since 2026-10-30; supabase.com/changelog,
 * "Breaking Change: Tables not exposed to Data and GraphQL API automatically", #45329), so
 * every privilege a table has here comes from the migrations' own grants, as in production.
 *
 * PGlite is single-process: only one process may open a data folder at a time. A lock file
 * beside the folder (`<dataDir>.lock`, holding the pid) guards against a second opener.
 *
 * Never imported by the production entry points (index.ts), so PGlite is not bundled there.
 */
import { PGlite } from 'npm:@electric-sql/pglite@0.5.16';
import { existsSync, mkdirSync, readdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import type { Db, Row } from './db.ts';

export const LOCAL_BOOTSTRAP_SQL = `
do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit bypassrls;
  end if;
end
$$;
grant usage on schema public to anon, authenticated, service_role;
create schema if not exists supabase_migrations;
create table if not exists supabase_migrations.schema_migrations (
  version text primary key,
  name text,
  applied_at timestamptz not null default now()
);
`;

export interface PgliteDb extends Db {
  readonly pg: PGlite;
  /** A snapshot of the whole database, loadable with `openPglite({ loadDataDir })`. */
  dump(): Promise<Blob>;
}

export interface OpenPgliteOptions {
  /** Folder for the database files; omit (or null) for an in-memory database. */
  dataDir?: string | null;
  /** Start from a snapshot made by `dump()` (for a data folder: only when it is new). */
  loadDataDir?: Blob;
  /** Folder with the `<version>_<name>.sql` migrations; found automatically when omitted. */
  migrationsDir?: string;
}

/** Finds `supabase/migrations` above this module (source tree or bundle) or the working dir. */
export function findMigrationsDir(): string {
  const starts: string[] = [];
  try {
    starts.push(dirname(fileURLToPath(import.meta.url)));
  } catch { /* not a file: URL */ }
  starts.push(process.cwd());
  for (const start of starts) {
    let dir = resolve(start);
    for (;;) {
      const candidate = join(dir, 'supabase', 'migrations');
      if (existsSync(candidate)) return candidate;
      const parent = dirname(dir);
      if (parent === dir) break;
      dir = parent;
    }
  }
  throw new Error('Could not find supabase/migrations; pass migrationsDir explicitly.');
}

function acquireLock(dataDir: string): () => void {
  const lockFile = `${resolve(dataDir)}.lock`;
  mkdirSync(dirname(lockFile), { recursive: true });
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      return () => {
        try {
          if (readFileSync(lockFile, 'utf8') === String(process.pid)) unlinkSync(lockFile);
        } catch { /* already gone */ }
      };
    } catch (err) {
      if ((err as { code?: string }).code !== 'EEXIST') throw err;
      const pid = Number(readFileSync(lockFile, 'utf8').trim());
      let alive = false;
      if (Number.isInteger(pid) && pid > 0) {
        try {
          process.kill(pid, 0);
          alive = true;
        } catch (e) {
          alive = (e as { code?: string }).code === 'EPERM';
        }
      }
      if (alive) {
        throw new Error(
          `The local database ${dataDir} is in use by process ${pid} (lock file ${lockFile}). ` +
            'PGlite allows one process at a time: stop that process first.',
        );
      }
      unlinkSync(lockFile); // stale lock from a process that died
    }
  }
  throw new Error(`Could not lock ${dataDir}`);
}

export async function applyMigrations(pg: PGlite, migrationsDir: string): Promise<string[]> {
  await pg.exec(LOCAL_BOOTSTRAP_SQL);
  const files = (await readdir(migrationsDir)).filter((f) => /^\d+_[\w-]+\.sql$/.test(f)).sort();
  const done = new Set(
    (await pg.query<{ version: string }>('select version from supabase_migrations.schema_migrations')).rows
      .map((r) => r.version),
  );
  const applied: string[] = [];
  for (const file of files) {
    const [version = '', ...rest] = file.replace(/\.sql$/, '').split('_');
    if (done.has(version)) continue;
    const sql = await readFile(join(migrationsDir, file), 'utf8');
    await pg.transaction(async (tx) => {
      await tx.exec(sql);
      await tx.query('insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)', [
        version,
        rest.join('_'),
      ]);
    });
    applied.push(file);
  }
  return applied;
}

export async function openPglite(opts: OpenPgliteOptions = {}): Promise<PgliteDb> {
  const dataDir = opts.dataDir ?? null;
  let release = () => {};
  let isNew = true;
  if (dataDir) {
    release = acquireLock(dataDir);
    isNew = !existsSync(dataDir) || readdirSync(dataDir).length === 0;
    mkdirSync(dataDir, { recursive: true });
  }
  try {
    const pg = new PGlite({
      ...(dataDir ? { dataDir } : {}),
      ...(opts.loadDataDir && isNew ? { loadDataDir: opts.loadDataDir } : {}),
    });
    await pg.waitReady;
    await applyMigrations(pg, opts.migrationsDir ?? findMigrationsDir());
    let closed = false;
    return {
      pg,
      async query<T = Row>(sql: string, params: unknown[] = []): Promise<T[]> {
        return (await pg.query<T>(sql, params)).rows;
      },
      dump: () => pg.dumpDataDir('none') as Promise<Blob>,
      async close() {
        if (closed) return;
        closed = true;
        try {
          await pg.close();
        } finally {
          release();
        }
      },
    };
  } catch (err) {
    release();
    throw err;
  }
}
