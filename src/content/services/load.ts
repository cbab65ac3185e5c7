import { cachedLoader } from '../../lib/cachedLoad';
import type { ServiceDetailPath } from '../../routes/routes';
import type { ServiceDetail } from '../types';

/** The content module (in this folder) of each detail page. */
export const serviceDetailFiles: Record<ServiceDetailPath, string> = {
  '/services/trademark': 'trademark.ts',
  '/services/aripo': 'aripo.ts',
  '/services/madrid': 'madrid.ts',
  '/services/regulatory': 'regulatory.ts',
  '/services/waho': 'waho.ts',
  '/services/ama': 'ama.ts',
  '/services/nafdac': 'nafdac.ts',
  '/services/ghana-fda': 'ghanaFda.ts',
  '/services/who': 'who.ts',
  '/services/ecowas': 'ecowas.ts',
};

// One chunk per detail page: a visitor to /services/aripo downloads ARIPO's content only.
const modules = import.meta.glob<Record<string, ServiceDetail>>(['./*.ts', '!./load.ts', '!./details.ts']);

/** The content of one service detail page, loaded on demand and cached. */
export const loadServiceDetail = cachedLoader(async (path: string): Promise<ServiceDetail> => {
  const file = serviceDetailFiles[path as ServiceDetailPath];
  const load = file ? modules[`./${file}`] : undefined;
  if (!load) throw new Error(`No service detail content for ${path}`);
  const detail = Object.values(await load()).find((value) => value?.path === path);
  if (!detail) throw new Error(`${file} exports no content for ${path}`);
  return detail;
});
