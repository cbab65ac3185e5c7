import type { Plugin } from 'vite';

export declare const compileHint: string;
export declare function compileHintsPlugin(): Plugin;
