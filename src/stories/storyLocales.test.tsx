import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { render } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import preview from '../../.storybook/preview';
import { contentFor } from '../content';
import { defaultLocale, type Locale, localeInfo, locales } from '../i18n/locales';
import { storyCopyByLocale } from './copy';

/**
 * The Storybook locale toolbar reaches every story: each story, rendered as Storybook
 * renders it (the preview's decorators and loaders, `globals.locale` set as the toolbar
 * sets it), in English by default, and in each other locale with `<html lang>` set and no
 * text of its English render left, except the texts that locale itself writes so (names,
 * acronyms, figures: what its own content or story copy says too) and the few a story
 * declares the same in every locale (`parameters.sameInEveryLocale`, code names).
 */
type StoryModule = Record<string, unknown>;
const storyFiles = import.meta.glob<StoryModule>('../**/*.stories.tsx', { eager: true });

interface ComposedStory {
  (): React.ReactElement;
  id: string;
  load: () => Promise<void>;
  args: Record<string, unknown>;
  parameters: Record<string, unknown>;
}

const composedIn = (module: StoryModule, locale?: Locale): Record<string, ComposedStory> =>
  composeStories(module as never, locale ? { initialGlobals: { locale } } : undefined) as never;

/** Every text a reader (or a screen reader) meets on the page: text nodes, and the attributes that name or describe. */
function textsOnPage(): Set<string> {
  const texts = new Set<string>();
  const add = (text: string | null | undefined) => {
    const trimmed = text?.replace(/\s+/g, ' ').trim();
    if (trimmed) texts.add(trimmed);
  };
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  while (walker.nextNode()) add(walker.currentNode.nodeValue);
  for (const element of document.body.querySelectorAll('*')) {
    for (const name of ['aria-label', 'alt', 'title', 'placeholder', 'aria-description', 'aria-roledescription']) add(element.getAttribute(name));
  }
  return texts;
}

async function renderedTexts(story: ComposedStory): Promise<{ texts: Set<string>; lang: string }> {
  await story.load();
  const view = render(story());
  const result = { texts: textsOnPage(), lang: document.documentElement.lang };
  view.unmount();
  return result;
}

/** Every string of a locale's content and story copy: what that language itself writes. */
function writtenIn(locale: Locale): string[] {
  const strings: string[] = [...Object.values(localeInfo).flatMap((info) => [info.name, info.label])];
  const collect = (value: unknown): void => {
    if (typeof value === 'string') strings.push(value);
    else if (Array.isArray(value)) value.forEach(collect);
    else if (value && typeof value === 'object') Object.values(value).forEach(collect);
  };
  collect(contentFor(locale));
  collect(storyCopyByLocale[locale]);
  return strings;
}

const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const hasLetters = /\p{L}/u;

/** Whether `text` is written so in `locale` too: found in that locale's own words, not inside a longer word. */
function writtenSoIn(corpus: string[], text: string): boolean {
  const before = hasLetters.test(text.at(0) ?? '') ? '(^|[^\\p{L}])' : '';
  const after = hasLetters.test(text.at(-1) ?? '') ? '($|[^\\p{L}])' : '';
  const pattern = new RegExp(`${before}${literally(text)}${after}`, 'u');
  return corpus.some((entry) => entry.includes(text) && pattern.test(entry));
}

const translations = locales.filter((locale) => locale !== defaultLocale);
const corpora = new Map(translations.map((locale) => [locale, writtenIn(locale)]));

const stories = Object.entries(storyFiles).flatMap(([file, module]) =>
  Object.keys(composedIn(module)).map((name) => ({ file: file.replace(/^\.\.\//, 'src/'), module, name })),
);

beforeAll(() => {
  setProjectAnnotations(preview);
});

describe('the Storybook locale toolbar', () => {
  it('offers every locale, English first and by default, each named in its own language', () => {
    const toolbar = preview.globalTypes?.locale?.toolbar;
    expect(preview.initialGlobals?.locale).toBe(defaultLocale);
    expect(toolbar?.items).toEqual(locales.map((locale) => ({ value: locale, title: localeInfo[locale].name, right: localeInfo[locale].label })));
    expect(stories.length).toBeGreaterThan(100);
  });

  describe.each(stories)('$file: $name', ({ module, name }) => {
    it('renders in English by default, and in every other locale with no English left', async () => {
      setProjectAnnotations(preview);
      const english = composedIn(module)[name] as ComposedStory;
      // A localized arg the story's args lost (an `args:` written after `...localized(...)`).
      const localizers = Object.keys((english.parameters.localizedArgs as object | undefined) ?? {});
      expect(localizers.filter((arg) => !(arg in english.args)), 'localized args missing from the story').toEqual([]);

      const inEnglish = await renderedTexts(english);
      expect(inEnglish.lang).toBe(localeInfo[defaultLocale].htmlLang);
      const sameEverywhere = new Set((english.parameters.sameInEveryLocale as readonly string[] | undefined) ?? []);

      for (const locale of translations) {
        const translated = await renderedTexts(composedIn(module, locale)[name] as ComposedStory);
        expect(translated.lang, locale).toBe(localeInfo[locale].htmlLang);
        const corpus = corpora.get(locale) ?? [];
        const englishLeft = [...translated.texts].filter(
          (text) => inEnglish.texts.has(text) && hasLetters.test(text) && !sameEverywhere.has(text) && !writtenSoIn(corpus, text),
        );
        expect(englishLeft, `English texts left in ${locale}`).toEqual([]);
      }
    });
  });
});
