import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { contentFor } from '../content';
import { HeadCollectorContext } from '../site/PageMeta';
import type { HeadData } from '../lib/head';
import { services } from '../content/services/manifest';
import { paths, servicePath } from '../routes/routes';
import LegalPage from './LegalPage';
import MalariaDrugsPage from './MalariaDrugsPage';
import ServiceDetailPage from './ServiceDetailPage';
import ServicesPage from './ServicesPage';
import type { PageProps } from './types';
import { renderInPage } from '../../tests/unit/render';

const pages: Array<[string, ComponentType<PageProps>]> = [
  [paths.services, ServicesPage],
  ...services.map((service): [string, ComponentType<PageProps>] => [servicePath(service.id), service.template === 'malariaDrugs' ? MalariaDrugsPage : ServiceDetailPage]),
  [paths.privacy, LegalPage],
  [paths.terms, LegalPage],
];

function renderPage(path: string, Page: ComponentType<PageProps>) {
  let head: HeadData | undefined;
  const view = renderInPage(
    <HeadCollectorContext.Provider value={(data) => (head ??= data)}>
      <Router hook={memoryLocation({ path }).hook}>
        <Page path={path} />
      </Router>
    </HeadCollectorContext.Provider>,
  );
  return { ...view, head: () => head };
}

describe('service and legal pages', () => {
  it('have content for exactly the routed detail paths', () => {
    const detailPaths = services.filter((service) => service.template === 'serviceDetail').map((service) => servicePath(service.id));
    expect(Object.values(contentFor('en').services).map((detail) => detail.path).sort()).toEqual(detailPaths.sort());
  });

  it.each(pages)('%s has one h1, headings that never skip a level and its own head', (path, Page) => {
    const { container, head } = renderPage(path, Page);
    const levels = [...container.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((heading) => Number(heading.tagName[1]));
    expect(levels.filter((level) => level === 1)).toHaveLength(1);
    expect(levels[0]).toBe(1);
    levels.forEach((level, index) => {
      if (index > 0) expect(level, `heading ${index} of ${path}`).toBeLessThanOrEqual((levels[index - 1] ?? 1) + 1);
    });
    expect(head()?.path).toBe(path);
  });

  it('give every page a unique title and description', () => {
    const heads = pages.map(([path, Page]) => {
      const view = renderPage(path, Page);
      const head = view.head();
      view.unmount();
      return head;
    });
    expect(new Set(heads.map((head) => head?.title)).size).toBe(pages.length);
    expect(new Set(heads.map((head) => head?.description)).size).toBe(pages.length);
  });
});
