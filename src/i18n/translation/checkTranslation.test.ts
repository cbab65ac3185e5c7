// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { checkTranslation } from './completeness';

const english = {
  title: 'Our services',
  lead: 'Showing {count} of {total}',
  href: '/services',
  stats: [{ value: '19', label: 'Member states' }],
  body: ['First paragraph', 'Second paragraph'],
  regulator: 'NAFDAC',
  resultCount: { one: '{count} article', other: '{count} articles' },
};

const problems = (translation: unknown, locale = 'fr') => checkTranslation(locale, english, translation).map(({ path, problem }) => `${path}: ${problem}`);

describe('the translation check', () => {
  const complete = {
    title: 'Nos services',
    lead: '{count} sur {total}',
    href: '/services',
    stats: [{ value: '19', label: 'États membres' }],
    body: ['Premier paragraphe', 'Deuxième paragraphe'],
    regulator: 'NAFDAC',
    resultCount: { one: '{count} actualité', many: '{count} d’actualités', other: '{count} actualités' },
  };

  it('passes a complete translation: identifiers, figures and listed names may equal English', () => {
    expect(problems(complete)).toEqual([]);
  });

  it('names the path of a missing, an empty and an untranslated text', () => {
    const { title: _title, ...withoutTitle } = complete;
    expect(problems({ ...withoutTitle, stats: [{ value: '19', label: ' ' }], body: ['Premier paragraphe', 'Second paragraph'] })).toEqual([
      'title: missing',
      'stats[0].label: empty',
      'body[1]: identical to English: "Second paragraph"',
    ]);
  });

  it('names a placeholder missing or added', () => {
    expect(problems({ ...complete, lead: '{count} au total' })).toEqual(['lead: placeholders {count} differ from the English {count} {total}']);
    expect(problems({ ...complete, lead: '{count} sur {total} ({shown})' })).toEqual(['lead: placeholders {count} {shown} {total} differ from the English {count} {total}']);
  });

  it('asks for every plural form the locale chooses between, and no other', () => {
    expect(problems({ ...complete, resultCount: { one: '{count} actualité', other: '{count} actualités' } })).toEqual([
      `resultCount.many: plural form "many" is missing (Intl.PluralRules('fr') chooses it for 1000000)`,
    ]);
    expect(problems({ ...complete, resultCount: { one: '{n} artigo', other: '{count} artigos' } }, 'pt')).toEqual([
      `resultCount.one: placeholders {n} differ from the English {count}`,
      `resultCount.many: plural form "many" is missing (Intl.PluralRules('pt') chooses it for 1000000)`,
    ]);
    expect(problems({ ...complete, resultCount: { ...complete.resultCount, two: '{count} actualités' } })).toEqual([
      'resultCount.two: plural form "two" is never chosen in fr',
    ]);
  });

  it('names a list of another length', () => {
    expect(problems({ ...complete, body: ['Un seul paragraphe'] })).toEqual(['body: has 1 items, English has 2']);
  });

  it('fails Brazilian forms in Portuguese, which follows the European and African norm (GLOSSARY.md)', () => {
    const portuguese = {
      ...complete,
      title: 'Os nossos serviços',
      stats: [{ value: '19', label: 'Estados-Membros' }],
      body: ['Primeiro parágrafo', 'Segundo parágrafo'],
      resultCount: { one: '{count} artigo', many: '{count} de artigos', other: '{count} artigos' },
    };
    expect(problems(portuguese, 'pt')).toEqual([]);
    const brazilian = [
      'Registro de marcas',
      'Boas práticas de fabricação',
      'Comunidade Econômica',
      'Formulário de contato',
      'Descarregue o arquivo PDF',
      'Acesso do usuário',
      'Preparação do dossiê',
      'Escritório em Accra',
      'Marcas registradas no Benin',
    ];
    expect(problems({ ...portuguese, body: brazilian.slice(0, 2) }, 'pt')).toEqual([
      'body[0]: "Registro" is not the site\'s norm for pt (GLOSSARY.md): write registo, registado',
      'body[1]: "fabricação" is not the site\'s norm for pt (GLOSSARY.md): write fabrico',
    ]);
    for (const text of brazilian) expect(problems({ ...portuguese, title: text }, 'pt'), text).toHaveLength(text.includes('registradas') ? 2 : 1);
    // Whole words only, and the proper name of Ghana's trade mark office stays as it is.
    expect(problems({ ...portuguese, title: 'Registo no Registrar-General’s Department, contacto, ficheiro, dossier, Acra, Benim' }, 'pt')).toEqual([]);
    // The norm is Portuguese's: French writes "Accra" and "contact".
    expect(problems({ ...complete, title: 'Bureau d’Accra, contact' })).toEqual([]);
  });
});
