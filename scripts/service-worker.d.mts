import type { ServiceWorkerConfig } from '../src/serviceWorker/types';
export function buildVersion(hashedFiles: Iterable<string>): string;
export function writeServiceWorker(file: string, config: ServiceWorkerConfig): Promise<string>;
