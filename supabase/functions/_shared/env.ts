/**
 * Runtime-neutral access to environment variables.
 *
 * The shared handler code never touches `Deno.env` or `process.env` directly: it receives an
 * `Env`. `runtimeEnv()` picks whichever the current runtime has (Deno on Supabase and in the
 * tests, Node for the local server), `mapEnv()` wraps a plain object (tests, overrides).
 */
export interface Env {
  get(name: string): string | undefined;
}

type DenoLike = { env: { get(name: string): string | undefined } };
type ProcessLike = { env: Record<string, string | undefined> };

export function runtimeEnv(): Env {
  const g = globalThis as unknown as { Deno?: DenoLike; process?: ProcessLike };
  if (g.Deno?.env) {
    const denoEnv = g.Deno.env;
    return {
      get(name) {
        try {
          return denoEnv.get(name);
        } catch {
          // Without --allow-env Deno throws; treat as unset.
          return undefined;
        }
      },
    };
  }
  if (g.process?.env) {
    const env = g.process.env;
    return { get: (name) => env[name] };
  }
  return { get: () => undefined };
}

export function mapEnv(values: Record<string, string | undefined>): Env {
  return { get: (name) => values[name] };
}

/** `overrides` first (even when set to an empty string), then `base`. */
export function layerEnv(overrides: Record<string, string | undefined>, base: Env): Env {
  return {
    get: (name) => (Object.hasOwn(overrides, name) ? overrides[name] : base.get(name)),
  };
}
