import { printProperty } from '../styles/paper';

/**
 * The print stamp: a script of one line that every page carries inline, beside the boot script
 * (which has no byte to spare), allowed by its own hash in the CSP (scripts/prerender.mjs).
 * As printing starts it gives the printed sheets the day's date, formatted by `Intl`
 * (`toLocaleDateString` is `Intl.DateTimeFormat`'s) in the page's language (`<html lang>`,
 * whose tags resolve to the site's own: "en" -> en-US, "fr", "pt-PT"), long style as the site
 * writes dates ("June 15, 2026", "15 juin 2026"), as a CSS string; the words around it are the
 * stylesheet's (src/site/SiteLayout/SitePrint.css.ts). Without script the date line is simply
 * not printed. Written as the text it is (the prerender inlines it as is), so its hash never
 * depends on a minifier; every byte of it is in every page, hence the terse form.
 */
export const printStampScript = `onbeforeprint=()=>document.documentElement.style.setProperty("${printProperty.date}",\`"\${new Date().toLocaleDateString(document.documentElement.lang,{dateStyle:"long"})}"\`)`;
