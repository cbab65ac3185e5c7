import { createContext, type ReactNode, useContext } from 'react';

/**
 * The few words components need wherever they appear (a skip link, "Step 2:", a country
 * card's "Capital"), in the page's language. The page root provides them per locale; every
 * other word reaches a component as a prop. Components inside an island get their words as
 * props only (the browser has no provider), so nothing here is read after hydration.
 */
export interface ComponentMessages {
  /** BCP 47 tag of the page's language: how dates, numbers and plurals are written. */
  locale: string;
  skipLink: string;
  /**
   * Link labels that say nothing out of context ("Learn more"): such a link also carries
   * its card's title as hidden text (search engines and screen-reader link lists).
   */
  genericLinkLabels: ReadonlyArray<string>;
  /** Before each step's title, for assistive technology: "Step {number}:". */
  processStep: string;
  processTimeline: string;
  countryCapital: string;
  countryPopulation: string;
}

const Messages = createContext<ComponentMessages | null>(null);

/**
 * Gives the components below it the words of the page's language (`ComponentMessages`).
 *
 * Use it once, at the page root (the site's `LocaleProvider` does, in pages and in Storybook).
 * Not for a component's own words: those are props. Islands get theirs as props too.
 */
export function MessagesProvider({ messages, children }: { messages: ComponentMessages; children: ReactNode }) {
  return <Messages.Provider value={messages}>{children}</Messages.Provider>;
}

/** The words of the page's language; a page root (MessagesProvider) must give them. */
export function useComponentMessages(): ComponentMessages {
  const messages = useContext(Messages);
  if (!messages) throw new Error('No MessagesProvider above this component: the page root gives the words of its language.');
  return messages;
}
