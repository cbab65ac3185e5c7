export type LanguageCode = 'en' | 'fr' | 'pt';

type TranslateFn = (language: LanguageCode) => void;

declare global {
  interface Window {
    /** Set by a page-translation integration, when one is installed. */
    translatePage?: TranslateFn;
    /** Google's website-translator widget convention ("en|fr"). */
    doGTranslate?: (pair: string) => void;
  }
}

/**
 * Asks a page-translation integration to switch language. With none on the page this
 * does nothing (real FR and PT locales will replace this). Returns whether one ran.
 */
export function requestPageTranslation(language: LanguageCode): boolean {
  if (typeof window === 'undefined') return false;
  if (typeof window.translatePage === 'function') {
    window.translatePage(language);
    return true;
  }
  if (typeof window.doGTranslate === 'function') {
    window.doGTranslate(`en|${language}`);
    return true;
  }
  return false;
}
