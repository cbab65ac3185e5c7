import type { Plugin } from 'vite';

export declare function themeColorPlugin(themeColor: string): Plugin;
