/**
 * The front door's tables, written as Markdown for Storybook's Markdown block (so they take
 * the docs pages' own table style): component status, changelog, and how each locale
 * writes dates, times and numbers, computed by the site's own formatters.
 */
import { formatDate } from '../../i18n/format';
import { formatTimeIn, localeInfo, locales } from '../../i18n/locales';
import { type ChangelogEntry, changelog } from './changelog';
import { type ComponentStatus, componentStatus, statusLegend } from './componentStatus';

const row = (cells: readonly string[]) => `| ${cells.map((cell) => cell.replaceAll('|', '\\|')).join(' | ')} |`;
const table = (head: readonly string[], rows: readonly (readonly string[])[]) =>
  [row(head), row(head.map(() => '---')), ...rows.map(row)].join('\n');

const statusOrder = Object.keys(statusLegend) as ComponentStatus[];

export const statusLegendTable = () => table(['Status', 'What it means'], statusOrder.map((status) => [`**${status}**`, statusLegend[status]]));

/** Every component, those that are not stable first, then by name. */
export function componentStatusTable(): string {
  const rows = Object.entries(componentStatus)
    .sort(([nameA, a], [nameB, b]) => statusOrder.indexOf(b.status) - statusOrder.indexOf(a.status) || nameA.localeCompare(nameB))
    .map(([name, { status, note }]) => [name, status, note ?? '']);
  return table(['Component', 'Status', 'Note'], rows);
}

export function changelogTable(entries: readonly ChangelogEntry[] = changelog): string {
  return table(
    ['Date', 'Change', 'Components'],
    // Non-breaking hyphens: a date never wraps in its narrow column.
    entries.map(({ date, change, components, tokens }) => [date.replaceAll('-', '\u2011'), change, [...(tokens ? ['tokens'] : []), ...components].join(', ') || '—']),
  );
}

/** A sample date, time, count and share in each locale, as the site writes them. */
export function formatsTable(): string {
  const columns = locales.map((locale) => {
    const { intl } = localeInfo[locale];
    return [
      formatDate(intl, '2024-03-15'),
      formatTimeIn(locale, '14:00'),
      new Intl.NumberFormat(intl).format(380_000_000),
      new Intl.NumberFormat(intl, { style: 'percent' }).format(0.95),
    ];
  });
  const what = ['Date (`formatDate`, long)', 'Time, office time (`formatTimeIn`)', 'Number (`Intl.NumberFormat`)', 'Percentage'];
  return table(['', ...locales.map((locale) => localeInfo[locale].name)], what.map((label, index) => [label, ...columns.map((column) => column[index] ?? '')]));
}

/**
 * The official names used most, from the project's glossary (GLOSSARY.md beside the
 * specification, outside this repository), in English, French and Portuguese.
 */
const officialNames: readonly (readonly [string, string, string])[] = [
  ['World Health Organization (WHO)', 'Organisation mondiale de la Santé (OMS)', 'Organização Mundial da Saúde (OMS)'],
  ['WHO prequalification', 'préqualification de l’OMS', 'pré-qualificação da OMS'],
  ['West African Health Organisation (WAHO)', 'Organisation Ouest Africaine de la Santé (OOAS)', 'Organização Oeste Africana da Saúde (OOAS)'],
  ['Economic Community of West African States (ECOWAS)', 'Communauté économique des États de l’Afrique de l’Ouest (CEDEAO)', 'Comunidade Económica dos Estados da África Ocidental (CEDEAO)'],
  ['African Union (AU)', 'Union africaine (UA)', 'União Africana (UA)'],
  ['African Medicines Agency (AMA)', 'Agence africaine du médicament (AMA)', 'Agência Africana de Medicamentos (AMA)'],
  ['African Regional Intellectual Property Organization (ARIPO)', 'Organisation régionale africaine de la propriété intellectuelle (ARIPO)', 'Organização Regional Africana da Propriedade Intelectual (ARIPO)'],
  ['African Intellectual Property Organization (OAPI)', 'Organisation Africaine de la Propriété Intellectuelle (OAPI)', 'Organização Africana da Propriedade Intelectual (OAPI)'],
  ['World Intellectual Property Organization (WIPO)', 'Organisation Mondiale de la Propriété Intellectuelle (OMPI)', 'Organização Mundial da Propriedade Intelectual (OMPI)'],
  ['Madrid System, Madrid Protocol', 'système de Madrid, Protocole de Madrid', 'Sistema de Madrid, Protocolo de Madrid'],
  ['marketing authorisation', 'autorisation de mise sur le marché (AMM)', 'autorização de introdução no mercado (AIM)'],
  ['good manufacturing practice (GMP)', 'bonnes pratiques de fabrication (BPF)', 'boas práticas de fabrico (BPF)'],
  ['malaria', 'paludisme', 'paludismo'],
];

export const glossaryTable = () => table(['English', 'French', 'Portuguese'], officialNames);
