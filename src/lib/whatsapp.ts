/**
 * WhatsApp's click-to-chat and share links (https://faq.whatsapp.com/5913398998672934):
 * `https://wa.me/<number>?text=<text>` opens a chat with the number, the text prefilled;
 * `https://wa.me/?text=<text>` lets the visitor pick whom to send the text to. The text is
 * URL-encoded as WhatsApp documents it (`encodeURIComponent`: every letter outside ASCII, space
 * and sign but `-_.!~*'()` as `%XX`), so any client reads it back whole. Plain links:
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

/** A chat with the company's number, `text` prefilled. */
export const whatsappChatUrl = (number: string, text: string): string => `https://wa.me/${whatsappNumber(number)}?text=${encodeURIComponent(text)}`;

/** A share of a page to a chat the visitor picks: its title, then its public address. */
export const whatsappShareUrl = (title: string, url: string): string => `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`;
