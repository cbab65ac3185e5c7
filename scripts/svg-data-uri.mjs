// An SVG as a data URI in as few bytes as a URL allows. The prerender inlines a page's lead
// illustration this way (scripts/prerender.mjs, `inlineLeadImage`): percent-encoding all of
// it (encodeURIComponent) tripled every space, quote and bracket, about a fifth of a news or
// resources page's HTML after brotli, on the pages closest to the first round trip's budget.

/** Characters a data URI in an HTML attribute must not carry as they are: `%` and `#` for the URL, the others for the markup around it (and for readers of it that match `<...>`). */
const unsafe = /[%#<>&"?[\\\]^`{|}]/g;
const percentEncoded = (character) => `%${character.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`;

/**
 * `data:image/svg+xml,` and the SVG: runs of white space as one space (a URL drops line
 * breaks), double quotes as single ones where the SVG has none of its own (XML takes either),
 * and only the characters in `unsafe` percent-encoded.
 */
export function svgDataUri(svg) {
  const text = svg.trim().replace(/\s+/g, ' ');
  const quoted = text.includes("'") ? text : text.replaceAll('"', "'");
  return `data:image/svg+xml,${quoted.replace(unsafe, percentEncoded)}`;
}
