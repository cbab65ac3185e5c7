/**
 * The single source for the company's identity. Change a value here and every page,
 * the footer, the toasts, the JSON-LD and the e-mails follow.
 */
export const site = {
  name: 'Volta Pharma & Regulatory Services',
  shortName: 'Volta Pharma',
  email: 'hello@voltapharma.example',
  phone: '+233 30 200 0000',
  /** E.164 form for tel: links. */
  phoneHref: 'tel:+233302000000',
  city: 'Accra',
  country: 'Ghana',
  location: 'Accra, Ghana',
  /** Public origin used for canonical links, share links, sitemap and feeds. */
  origin: 'https://www.voltapharma.example',
  founded: 2009,
  locale: 'en',
  businessHours: 'Mon - Fri 8AM - 6PM Ghana Standard Time',
} as const;

export type SiteConfig = typeof site;
