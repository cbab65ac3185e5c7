// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CONTACT_PAGE } from '../../../supabase/functions/_shared/contactPage.generated.ts';
import { NEWSLETTER_PAGE } from '../../../supabase/functions/_shared/newsletterPage.generated.ts';
import { storyCopyByLocale } from '../../stories/copy';
import { frenchSpacingProblems, stringsIn } from './frenchTypography';

/** Every module of src/content/fr, whether or not the site's content record gathers it (the index files only gather them). */
const frenchModules = import.meta.glob<Record<string, unknown>>(['../../content/fr/**/*.ts', '!**/index.ts'], { eager: true });

/** Every French text a reader gets: the site's, the stories' own, and the server functions' copies. */
const frenchTexts: Record<string, unknown> = {
  ...Object.fromEntries(Object.entries(frenchModules).map(([file, exports]) => [file.replace('../../', 'src/'), exports])),
  'src/stories/copy/fr.ts': storyCopyByLocale.fr,
  'supabase/functions/_shared/contactPage.generated.ts': CONTACT_PAGE.locales.fr,
  'supabase/functions/_shared/newsletterPage.generated.ts': NEWSLETTER_PAGE.locales.fr,
};

describe('frenchSpacingProblems', () => {
  it('names an ordinary space before : ; ! ? » and after «', () => {
    expect(frenchSpacingProblems('Attention : ici')).toHaveLength(1);
    expect(frenchSpacingProblems('Un ; deux ! Trois ?')).toHaveLength(3);
    expect(frenchSpacingProblems('le guide « Marques » ici')).toHaveLength(2);
    expect(frenchSpacingProblems('{label} : {max}')).toHaveLength(1);
  });

  it('accepts a no-break space (U+00A0 or U+202F) and a sign with no space before it', () => {
    expect(frenchSpacingProblems('Attention\u00a0: ici\u202f; « Marques\u00a0» ?'.replace(' ?', '\u00a0?').replace('« ', '«\u00a0'))).toEqual([]);
    expect(frenchSpacingProblems('https://example.org/?lang=fr à 14:00')).toEqual([]);
  });
});

describe('every French text', () => {
  it('has a no-break space before : ; ! ? and » and after «', () => {
    const problems = Object.entries(frenchTexts).flatMap(([file, value]) =>
      [...stringsIn(value)].flatMap(([path, text]) => frenchSpacingProblems(text).map((problem) => `${file}: ${path}: ${problem}`)),
    );
    expect(Object.keys(frenchModules).length).toBeGreaterThan(20);
    expect(problems).toEqual([]);
  });
});
