import type { Plugin } from 'vite';
export function secretsInPublicEnv(env: Record<string, string | undefined>, prefix?: string): string[];
export function publicEnvGuard(env?: Record<string, string | undefined>): Plugin;
