/**
 * The services manifest: the one list of the company's services. Routes, paths, the
 * footer, the services overview, content loading, the contact form's options and the
 * server function's accepted values (a generated copy:
 * supabase/functions/_shared/services.generated.ts) all derive from it.
 *
 * To add a service: one entry here, then in each locale (`src/content/<locale>/`) its content
 * module (`services/<id>.ts` for a detail page) and its words, keyed by its id: the form's
 * option (`serviceOptionLabels` in contact.ts), the footer's link (`serviceLinks` in
 * navigation.ts) and the overview's card (`serviceCards` in servicesOverview.ts).
 */

/** Which page template renders a service's page. */
export type ServiceTemplate = 'malariaDrugs' | 'serviceDetail';

/** The services overview's bands of service cards, in the page's order. */
export const overviewSections = ['core', 'regulatory'] as const;
export type OverviewSection = (typeof overviewSections)[number];

export interface ServiceEntry {
  /** Stable identifier: what the contact form submits and the database stores. Never shown. */
  id: string;
  /** The page's address: /services/<slug>. */
  slug: string;
  template: ServiceTemplate;
  /** Position in the footer's service column; absent when the footer does not list it. */
  footer?: number;
  /** Position among the contact form's service options. */
  form: number;
  /** Its card on the services overview: the band and the position in it; absent when the overview has no card for it. */
  overview?: { section: OverviewSection; position: number };
}

/**
 * In route order (the sitemap's and the prerender's). A service's names are keyed by its id
 * in each locale: the form's option (`serviceOptionLabels`) and the footer's link
 * (`serviceLinks`) differ for some services ("ARIPO Services", "ARIPO Trademarks"), so
 * neither derives from the other; its overview card has a title of its own (`serviceCards`).
 */
export const services = [
  { id: 'malariaDrugs', slug: 'malaria-drugs', template: 'malariaDrugs', footer: 1, form: 1, overview: { section: 'core', position: 1 } },
  { id: 'trademark', slug: 'trademark', template: 'serviceDetail', footer: 2, form: 2, overview: { section: 'core', position: 2 } },
  { id: 'aripo', slug: 'aripo', template: 'serviceDetail', footer: 3, form: 3 },
  { id: 'madrid', slug: 'madrid', template: 'serviceDetail', footer: 4, form: 4 },
  { id: 'regulatory', slug: 'regulatory', template: 'serviceDetail', form: 11 },
  { id: 'waho', slug: 'waho', template: 'serviceDetail', footer: 8, form: 5, overview: { section: 'regulatory', position: 1 } },
  { id: 'ama', slug: 'ama', template: 'serviceDetail', footer: 9, form: 9, overview: { section: 'regulatory', position: 5 } },
  { id: 'nafdac', slug: 'nafdac', template: 'serviceDetail', footer: 5, form: 6, overview: { section: 'regulatory', position: 2 } },
  { id: 'ghanaFda', slug: 'ghana-fda', template: 'serviceDetail', footer: 6, form: 7, overview: { section: 'regulatory', position: 3 } },
  { id: 'who', slug: 'who', template: 'serviceDetail', footer: 7, form: 8, overview: { section: 'regulatory', position: 4 } },
  { id: 'ecowas', slug: 'ecowas', template: 'serviceDetail', footer: 10, form: 10, overview: { section: 'regulatory', position: 6 } },
] as const satisfies readonly ServiceEntry[];

export type ServiceId = (typeof services)[number]['id'];
export type Service = (typeof services)[number];
export type DetailServiceId = Extract<Service, { template: 'serviceDetail' }>['id'];
/** A service the footer's service column links. */
export type FooterServiceId = Extract<Service, { footer: number }>['id'];

export const servicesPath = '/services';
export const servicePath = (id: ServiceId): string => `${servicesPath}/${serviceById(id).slug}`;

export function serviceById(id: ServiceId): Service {
  const service = services.find((entry) => entry.id === id);
  if (!service) throw new Error(`Unknown service "${id}"`);
  return service;
}

const ordered = <K extends 'footer' | 'form'>(key: K) =>
  services
    .filter((service): service is Extract<Service, Record<K, number>> => key in service)
    .sort((a, b) => (a as Record<K, number>)[key] - (b as Record<K, number>)[key]);

/** The footer's service column, in its order. */
export const footerServices = /* @__PURE__ */ ordered('footer');
/** The contact form's service options, in their order. */
export const formServices = /* @__PURE__ */ ordered('form');
/** A service the overview shows a card for. */
export type OverviewService = Extract<Service, { overview: object }>;
export type OverviewServiceId = OverviewService['id'];

/** The services whose cards the overview's `section` band shows, in their order. */
export const overviewServices = (section: OverviewSection): OverviewService[] =>
  services
    .filter((service): service is OverviewService => 'overview' in service && service.overview.section === section)
    .sort((a, b) => a.overview.position - b.overview.position);

export const isServiceId = (value: string): value is ServiceId => services.some((service) => service.id === value);
