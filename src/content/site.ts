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
   * The company's WhatsApp number, E.164 ('+233 ...'), once it has one: the offline page
   * (src/serviceWorker) then lists it beside the phone and e-mail, linked to wa.me.
   */
  whatsapp: undefined as string | undefined,
  /** The office's address as data, for machine-readable records (schema.org PostalAddress). */
  address: { locality: 'Accra', countryCode: 'GH' },
  /** Public origin used for canonical links, share links, sitemap and feeds. */
  origin: 'https://www.voltapharma.example',
  founded: 2009,
} as const;

export type SiteConfig = typeof site;
