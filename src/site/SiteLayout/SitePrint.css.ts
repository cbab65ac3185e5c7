import { globalStyle } from '@vanilla-extract/css';
import { contentFor } from '../../content';
import { site } from '../../content/site';
import { formatMessage } from '../../i18n/format';
import { defaultLocale, locales } from '../../i18n/locales';
import { cssContent, cssString } from '../../styles/cssContent';
import { printMedia } from '../../styles/media';
import { printProperty } from '../../styles/paper';

/**
 * The site's words on a printed page (the margins src/styles/print.css.ts lays out), in each
 * language, from the single sources: the company's name, phone and e-mail (content/site.ts),
 * where its office is (each locale's office.ts), the footer's labels and the page-number
 * message of the generated PDFs. Every page's print stylesheet holds every language; a page's
 * `<html lang>` picks its own.
 */

const onPaper = (selector: string, properties: Record<string, string>) => globalStyle(selector, { '@media': { [printMedia]: { vars: properties } } });

onPaper(':root', { [printProperty.company]: cssString(site.name), [printProperty.origin]: cssString(site.origin) });

for (const locale of locales) {
  const { messages, office, pageMessages } = contentFor(locale);
  const { emailLabel, phoneLabel } = messages.footer;
  const { contactDetail, printed } = pageMessages.print;
  const contact = [
    office.location,
    formatMessage(contactDetail, { label: phoneLabel, value: site.phone }),
    formatMessage(contactDetail, { label: emailLabel, value: site.email }),
  ];
  // English is the language of a page that names none of the others.
  onPaper(locale === defaultLocale ? ':root' : `:root:lang(${locale})`, {
    [printProperty.contact]: cssString(contact.join('\n')),
    [printProperty.pageNumber]: cssContent(pageMessages.pdf.pageNumber, { page: 'counter(page)', count: 'counter(pages)' }),
    // Reads the date the print stamp sets: without it (no script), this is unset too, and the line is left out.
    [printProperty.dated]: cssContent(`\n${printed}`, { date: `var(${printProperty.date})` }),
  });
}
