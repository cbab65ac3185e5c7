import type { Config } from './config.ts';
import type { Db } from './db.ts';
import type { Logger } from './log.ts';
import type { Mailer } from './mail.ts';

/** Everything a function needs besides the request. Built once per instance. */
export interface FunctionContext {
  db: Db;
  mailer: Mailer;
  config: Config;
  log: Logger;
  /**
   * Keeps work alive after the answer has been sent: EdgeRuntime.waitUntil on Supabase,
   * a tracked promise locally and in the tests.
   */
  waitUntil(work: Promise<unknown>): void;
}

export type ContextProvider = () => Promise<FunctionContext>;

/** Runs `create` once; a failure is not cached, so the next request tries again. */
export function lazyContext(create: () => Promise<FunctionContext>): ContextProvider {
  let pending: Promise<FunctionContext> | null = null;
  return () => {
    pending ??= create().catch((err) => {
      pending = null;
      throw err;
    });
    return pending;
  };
}
