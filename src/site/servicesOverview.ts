import type { CardItem } from '../components/CardGrid';
import type { DetailSection } from '../components/DetailSections';
import { type OverviewSection, overviewSections, overviewServices, servicePath } from '../content/services/manifest';
import type { ServicesOverviewContent } from '../content/types';

type CardBand = Extract<DetailSection, { kind: 'cards' }>;

/** The cards of one band of the overview: its services in the manifest's order, each linking to its page. */
export const overviewCards = (overview: ServicesOverviewContent, section: OverviewSection): CardItem[] =>
  overviewServices(section).map((service) => ({
    ...overview.serviceCards[service.id],
    action: { label: overview.learnMore, href: servicePath(service.id) },
  }));

/** The overview's bands of cards, in the page's order: the services' bands, then the additional services. */
export const overviewBands = (overview: ServicesOverviewContent): CardBand[] => [
  ...overviewSections.map((section): CardBand => ({ kind: 'cards', ...overview[section], items: overviewCards(overview, section) })),
  { kind: 'cards', ...overview.additional },
];
