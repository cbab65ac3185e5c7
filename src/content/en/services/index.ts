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

/** The ten service detail pages, in the spec's order. */
export const serviceDetails: ServiceDetail[] = [
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
];
