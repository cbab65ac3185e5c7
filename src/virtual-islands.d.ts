/** The island registry the Vite plugin writes (scripts/islands-plugin.mjs). */
declare module 'virtual:islands' {
  import type { IslandDefinition } from './app/island';

  type IslandModule = { default: IslandDefinition };
  export const islands: Record<string, { everyPage: boolean } & ({ module: IslandModule } | { load: () => Promise<IslandModule> })>;
}
