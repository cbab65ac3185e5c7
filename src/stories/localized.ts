/**
 * Args in the toolbar's locale. Storybook's args are fixed values, so a story gives, beside
 * its English args (what the controls and the docs show), how to build them in any locale:
 *
 *   const meta = { title, component: Hero, ...localized((story) => story.content.home.hero) };
 *
 * The preview's decorator (`argsInLocale`) then passes the component the args of the
 * toolbar's locale. An arg the story (or a control) set to something other than its English
 * copy is left as it is: `{ args: { share: undefined } }` still removes the share buttons.
 */
import type { Args, Parameters } from '@storybook/react-vite';
import { defaultLocale, type Locale, locales } from '../i18n/locales';
import { type StoryData, storyData } from './storyData';

/** One arg in a locale, by arg name: `parameters.localizedArgs`. */
type ArgLocalizers = Record<string, (locale: Locale) => unknown>;

/**
 * A meta's or a story's args built from the story data: its English args, and in
 * `parameters.localizedArgs` the same args in any locale. Parameters merge by key from meta
 * to story, as args do, so a story may localize some args and inherit the others.
 */
export function localized<A extends object>(argsFor: (story: StoryData) => A, parameters: Parameters = {}): { args: A; parameters: Parameters } {
  const byLocale = new Map<Locale, A>();
  const argsIn = (locale: Locale): A => {
    let args = byLocale.get(locale);
    if (!args) {
      args = argsFor(storyData(locale));
      byLocale.set(locale, args);
    }
    return args;
  };
  const english = argsIn(defaultLocale);
  const localizers: ArgLocalizers = Object.fromEntries(
    Object.keys(english).map((name) => [name, (locale: Locale) => (argsIn(locale) as Record<string, unknown>)[name]]),
  );
  return { args: english, parameters: { ...parameters, localizedArgs: localizers } };
}

/** The args a story renders with in `locale`: each English arg it still holds, replaced by the locale's. */
export function argsInLocale({ args, parameters }: { args: Args; parameters: Parameters }, locale: Locale): Args {
  const localizers = parameters.localizedArgs as ArgLocalizers | undefined;
  if (!localizers || locale === defaultLocale) return args;
  const inLocale = { ...args };
  for (const [name, argIn] of Object.entries(localizers)) {
    if (name in args && args[name] === argIn(defaultLocale)) inLocale[name] = argIn(locale);
  }
  return inLocale;
}

/** Whether two args are the same in two locales: equal values, or equal JSON (an object built again per locale). */
function sameArg(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  try {
    return JSON.stringify(a) === JSON.stringify(b);
  } catch {
    return false;
  }
}

/**
 * The copy among a story's args: those `localized` builds that some locale writes otherwise
 * (a title, labels), not those it builds alike in every locale (a tone, an icon's name).
 * Their controls would show English in every language (src/stories/propsTable.ts).
 */
export function translatedArgs(parameters: Parameters): string[] {
  const localizers = parameters.localizedArgs as ArgLocalizers | undefined;
  if (!localizers) return [];
  return Object.entries(localizers)
    .filter(([, argIn]) => locales.some((locale) => !sameArg(argIn(locale), argIn(defaultLocale))))
    .map(([name]) => name);
}
