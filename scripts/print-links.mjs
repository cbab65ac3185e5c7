// A printed page writes each link's address after its words (src/styles/print.css.ts), except
// where the words are the address already: "www.example.org (https://www.example.org)" says
// it twice. CSS cannot compare a link's words with its href, so the prerender (and the dev
// server) marks those links with `data-url-shown`, which the print rule passes over.

const entities = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** A text of HTML as read: tags out, entities decoded. */
function textOf(html) {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&#x([\da-f]+);/gi, (_, hex) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, decimal) => String.fromCodePoint(Number(decimal)))
    .replace(/&(\w+);/g, (entity, name) => entities[name] ?? entity)
    .trim();
}

/** An address as a reader compares it: no scheme, no "www.", no slash at the end, any case. */
const comparable = (address) =>
  address
    .trim()
    .replace(/^[a-z][a-z\d+.-]*:(\/\/)?/i, '')
    .replace(/^www\./i, '')
    .replace(/\/$/, '')
    .toLowerCase();

/** The number of a WhatsApp chat link (https://wa.me/233…?text=…), or undefined. */
const whatsappNumberOf = (href) => /^https:\/\/wa\.me\/(\d+)(?:[?#]|$)/.exec(href)?.[1];

/**
 * Whether a link's words are its address: the href itself, or for a link within the site
 * ("/fr/about") its full URL, with or without the scheme or "www.". A WhatsApp chat whose
 * words are its number says what its address does, as a phone number's words do: the rest of
 * its address is only the prefilled message, URL-encoded.
 */
export function showsItsAddress(text, href, origin) {
  if (!text) return false;
  const chatNumber = whatsappNumberOf(href);
  if (chatNumber) return text.replace(/\D/g, '') === chatNumber;
  const full = href.startsWith('/') ? `${origin}${href}` : href;
  return comparable(text) === comparable(full) || comparable(text) === comparable(href);
}

/** The page's HTML with every link whose words are its address marked `data-url-shown`. */
export function markLinksShowingTheirAddress(html, origin) {
  return html.replace(/<a\b([^>]*)>([\s\S]*?)<\/a>/g, (link, attributes, content) => {
    const href = attributes.match(/\shref="([^"]*)"/)?.[1];
    // Only the links the print rule follows with their address: to a page of the site or to the web.
    if (href === undefined || !/^(\/|https?:)/.test(href) || /\sdata-url-shown\b/.test(attributes)) return link;
    return showsItsAddress(textOf(content), textOf(href), origin) ? `<a${attributes} data-url-shown>${content}</a>` : link;
  });
}
