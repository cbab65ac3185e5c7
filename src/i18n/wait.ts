/**
 * A wait in words: seconds up to a minute and a half, whole minutes beyond (rounded up):
 * "45 seconds", "9 minutes", "9 minutos". The contact function words its page's wait the same
 * way. Apart from format.ts, which every page's runtime carries: only the contact form needs it.
 */
export function formatWait(locale: string, seconds: number): string {
  const [value, unit] = seconds <= 90 ? [Math.max(1, Math.ceil(seconds)), 'second'] : [Math.ceil(seconds / 60), 'minute'];
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(value);
}
