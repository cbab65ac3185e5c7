import type { DetailServiceId } from '../../services/manifest';
import type { ServiceDetail } from '../../types';
import { ama } from './ama';
import { aripo } from './aripo';
import { ecowas } from './ecowas';
import { ghanaFda } from './ghanaFda';
import { madrid } from './madrid';
import { nafdac } from './nafdac';
import { regulatory } from './regulatory';
import { trademark } from './trademark';
import { waho } from './waho';
import { who } from './who';

/** The content of each service detail page, by service id (the manifest lists them). */
export const serviceDetailsById: Record<DetailServiceId, ServiceDetail> = {
  trademark,
  aripo,
  madrid,
  regulatory,
  waho,
  ama,
  nafdac,
  ghanaFda,
  who,
  ecowas,
};
