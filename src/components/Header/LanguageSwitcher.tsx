import { visuallyHidden } from '../../styles/utilities.css';
import { languageLink, languages } from './Header.css';

/** One language of the switcher: a link to the same page in that language. */
export interface LanguageLink {
  /** "FR", shown. */
  label: string;
  /** The language's own name, "Français", for assistive technology (in that language). */
  name: string;
  /** The language's tag (`lang`: how its name is pronounced) and the page's `hreflang`. */
  lang: string;
  hrefLang: string;
  href: string;
  /** The page's own language. */
  current: boolean;
}

/**
 * The language switcher: plain links to the same page in each language, which work without
 * script. No redirect by the browser's language: the visitor chooses.
 */
export function LanguageSwitcher({ label, links }: { label: string; links: ReadonlyArray<LanguageLink> }) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of links, not form fields
    <div className={languages} role="group" aria-label={label}>
      {links.map((link) => (
        <a
          key={link.hrefLang}
          href={link.href}
          hrefLang={link.hrefLang}
          lang={link.lang}
          className={languageLink}
          aria-current={link.current ? 'true' : undefined}
        >
          {link.label}
          <span className={visuallyHidden}> {link.name}</span>
        </a>
      ))}
    </div>
  );
}
