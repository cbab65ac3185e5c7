/**
 * The module list the prerender writes into each page (`<script id="page-modules">`):
 * `hydrator`, the island hydrator's URL; `load`, what runs once the page has painted;
 * `islands`, per island that hydrates on interaction, the files it needs beyond those.
 */
export interface PageModules {
  hydrator?: string;
  load: string[];
  islands: Record<string, string[]>;
}

let cached: PageModules | undefined;

export function pageModules(): PageModules {
  if (cached) return cached;
  const text = document.getElementById('page-modules')?.textContent;
  const data = text ? (JSON.parse(text) as Partial<PageModules>) : {};
  cached = { load: Array.isArray(data.load) ? data.load : [], islands: data.islands ?? {} };
  return cached;
}

/** Starts fetching a module and its parse, without running it (once per URL). */
export function preloadModule(href: string): void {
  if (document.head.querySelector(`link[rel="modulepreload"][href="${CSS.escape(href)}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.href = href;
  document.head.append(link);
}
