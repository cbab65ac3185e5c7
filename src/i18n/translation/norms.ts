/**
 * The written norm of each language, where another norm of the same language writes a word
 * differently. Portuguese follows the European and African norm, as Cabo Verde and
 * Guinea-Bissau write it (GLOSSARY.md; docs/routes-and-locales.md, "Portuguese norm"); the
 * Brazilian forms the glossary names fail the translation check, with the form to use instead.
 */

interface OtherNormForm {
  /** The other norm's form, as a whole word (case-insensitive). */
  form: RegExp;
  /** What this site's norm writes instead. */
  use: string;
}

/** A whole word: no letter (accented ones included) just before or after. */
const word = (pattern: string, after = ''): RegExp => new RegExp(`(?<!\\p{L})(?:${pattern})(?!\\p{L}${after})`, 'iu');

const otherNormForms: Partial<Record<string, readonly OtherNormForm[]>> = {
  pt: [
    { form: word('registros?|registrad[oa]s?'), use: 'registo, registado' },
    // "Registrar-General's Department" (Ghana's trade mark office) is a proper name.
    { form: word('registrar', '|-General'), use: 'registar' },
    { form: word('fabricaç(?:ão|ões)'), use: 'fabrico' },
    { form: word('econômic[oa]s?'), use: 'económico' },
    { form: word('contat(?:o|os|ar|e|em|ou|amos)'), use: 'contacto, contactar' },
    // In European Portuguese "arquivo" is an archive; a file is a "ficheiro".
    { form: word('arquivos?'), use: 'ficheiro (a file)' },
    { form: word('usuári[oa]s?'), use: 'utilizador' },
    { form: word('dossiês?'), use: 'dossier' },
    { form: word('Accra'), use: 'Acra' },
    { form: word('Benin'), use: 'Benim' },
  ],
};

/** Each word of `text` written to another norm of `locale`'s language, with the form to use. */
export function otherNormProblems(locale: string, text: string): string[] {
  return (otherNormForms[locale] ?? []).flatMap(({ form, use }) => {
    const found = text.match(form);
    return found ? [`"${found[0]}" is not the site's norm for ${locale} (GLOSSARY.md): write ${use}`] : [];
  });
}
