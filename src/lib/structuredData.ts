import { site } from '../content/site';
import type { ArticleBlock, FaqGroup, NavItem, NewsArticle } from '../content/types';
import { localePath } from '../i18n/localePaths';
import { type Locale, localeInfo } from '../i18n/locales';

const urlIn = (locale: Locale, path: string) => `${site.origin}${localePath(locale, path)}`;

/** schema.org Organization with the company's contact point: on every page, its home in the page's language. */
export function organizationJsonLd(locale: Locale) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: site.name,
    alternateName: site.shortName,
    url: urlIn(locale, '/'),
    logo: `${site.origin}/favicon.svg`,
    email: site.email,
    telephone: site.phone,
    foundingDate: String(site.founded),
    address: { '@type': 'PostalAddress', addressLocality: site.address.locality, addressCountry: site.address.countryCode },
    contactPoint: [
      {
        '@type': 'ContactPoint',
        contactType: 'customer service',
        email: site.email,
        telephone: site.phone,
        areaServed: ['GH', 'NG', 'CI', 'SN', 'BF', 'ML'],
        availableLanguage: ['English', 'French', 'Portuguese'],
      },
    ],
  };
}

/**
 * schema.org WebPage for an indexed page: its URL and name in its language (`inLanguage`),
 * with its breadcrumbs when it is nested.
 */
export function webPageJsonLd(locale: Locale, path: string, name: string, mainNav: readonly NavItem[]) {
  const breadcrumb = breadcrumbJsonLd(locale, path, name, mainNav);
  return {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    url: urlIn(locale, path),
    name,
    inLanguage: localeInfo[locale].htmlLang,
    ...(breadcrumb ? { breadcrumb } : {}),
  };
}

/**
 * BreadcrumbList for a nested page (a service page, an article): Home, the section
 * as the main navigation names it, then the page itself. Top-level pages get none.
 */
export function breadcrumbJsonLd(locale: Locale, path: string, pageName: string, mainNav: readonly NavItem[]) {
  const segments = path.split('/').filter(Boolean);
  if (segments.length < 2) return null;
  const home = mainNav.find((item) => item.href === '/');
  const section = mainNav.find((item) => item.href === `/${segments[0]}`);
  const trail = [
    { name: home?.label ?? site.shortName, path: '/' },
    ...(section ? [{ name: section.label, path: section.href }] : []),
    { name: pageName, path },
  ];
  return {
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: urlIn(locale, item.path),
    })),
  };
}

const articleText = (body: readonly ArticleBlock[]) =>
  body.map((block) => (block.type === 'list' ? block.items.join(' ') : block.text)).join(' ');

/** schema.org NewsArticle for an article page (`url`: the page's own, in its language). */
export function newsArticleJsonLd(article: NewsArticle, body: readonly ArticleBlock[], url: string, section: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: article.title,
    description: article.excerpt,
    datePublished: article.date,
    dateModified: article.date,
    articleSection: section,
    wordCount: articleText(body).split(/\s+/).filter(Boolean).length,
    image: [`${site.origin}${article.image.src}`],
    author: [{ '@type': 'Person', name: article.author }],
    publisher: { '@type': 'Organization', name: site.name, logo: { '@type': 'ImageObject', url: `${site.origin}/favicon.svg` } },
    mainEntityOfPage: url,
  };
}

/** schema.org FAQPage: every question and its answer. */
export function faqPageJsonLd(groups: readonly FaqGroup[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: groups.flatMap((group) =>
      group.items.map((item) => ({
        '@type': 'Question',
        name: item.question,
        acceptedAnswer: { '@type': 'Answer', text: item.answer },
      })),
    ),
  };
}
