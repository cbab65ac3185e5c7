/**
 * WhatsApp's click-to-chat and share links (https://faq.whatsapp.com/5913398998672934):
 * `https://wa.me/<number>?text=<text>` opens a chat with the number, the text prefilled;
 * `https://wa.me/?text=<text>` lets the visitor pick whom to send the text to. Plain links:
 * they work without script, in the app on a phone and in WhatsApp Web elsewhere.
 */

/**
 * The number as wa.me wants it: the international number's digits only, without "+",
 * spaces or the leading zeros of an international prefix ("+233 24 200 0000" and
 * "00233 24 200 0000" both give "233242000000"). Throws on what cannot be one (E.164: a
 * country code, then at most 15 digits in all), so a mistyped number fails the build.
 */
export function whatsappNumber(number: string): string {
  const digits = number.replace(/\D/g, '').replace(/^0+/, '');
  if (!/^[1-9]\d{7,14}$/.test(digits)) throw new Error(`Not an international phone number for WhatsApp: "${number}"`);
  return digits;
}

/**
 * Text as the value of a URL's query, escaped as little as a valid URL allows: space, the
 * signs that end or split a value ("&", "#", "+", "="), "%", and what a URL may not hold
 * unescaped. Letters of any script stay as they are (a URL's code points include them; the
 * browser sends them UTF-8 percent-encoded), and so do ":" and "/" (allowed in a query): a
 * shared address reads as itself, and the page's brotli finds the words it already has.
 */
export const queryValue = (text: string): string =>
  text.replace(/[\s"#%&'+<=>?[\\\]^`{|}\p{Cc}]/gu, (character) => encodeURIComponent(character));

/** A chat with the company's number, `text` prefilled. */
export const whatsappChatUrl = (number: string, text: string): string => `https://wa.me/${whatsappNumber(number)}?text=${queryValue(text)}`;

/** A share of `text` to a chat the visitor picks. */
export const whatsappShareUrl = (text: string): string => `https://wa.me/?text=${queryValue(text)}`;
