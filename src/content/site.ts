/**
 * The single source for the company's identity: what is the same in every language. Change
 * a value here and every page, the footer, the toasts, the JSON-LD and the e-mails follow.
 * Where the office is and when it is open are words, so each locale writes them
 * (`<locale>/office.ts`).
 */
export const site = {
  name: 'Volta Pharma & Regulatory Services',
  shortName: 'Volta Pharma',
  email: 'hello@voltapharma.example',
  phone: '+233 30 200 0000',
  /** E.164 form for tel: links. */
  phoneHref: 'tel:+233302000000',
  /**
   * The company's WhatsApp number, international form ('+233 24 200 0000': a working
   * placeholder, like the phone, until the company gives its own). It switches the whole
   * WhatsApp channel: chat links in the footer, on the contact page and on the service
   * pages, share links on the news cards and articles, and the offline page's entry. Set
   * it to `undefined` and no WhatsApp link appears anywhere (docs/whatsapp.md).
   */
  whatsapp: '+233 24 200 0000' as string | undefined,
  /** The office's address as data, for machine-readable records (schema.org PostalAddress). */
  address: { locality: 'Accra', countryCode: 'GH' },
  /** Public origin used for canonical links, share links, sitemap and feeds. */
  origin: 'https://www.voltapharma.example',
  founded: 2009,
} as const;

export type SiteConfig = typeof site;
