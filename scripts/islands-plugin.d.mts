import type { Plugin } from 'vite';
export const ISLAND_SUFFIX: string;
export function findIslands(srcDir: string): { id: string; file: string; everyPage: boolean }[];
export function islandsPlugin(options?: { srcDir?: string }): Plugin;
