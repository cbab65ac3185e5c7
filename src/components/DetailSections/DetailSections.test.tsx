import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { DetailSection } from '../../content/types';
import { DetailSections, cardColumns } from './DetailSections';
import { servicePath } from '../../content/services/manifest';
import { renderInPage } from '../../../tests/unit/render';

const sections: DetailSection[] = [
  { kind: 'stats', heading: 'Figures', stats: [{ value: '19', label: 'Countries' }, { value: '1976', label: 'Established' }] },
  { kind: 'prose', heading: 'About', paragraphs: ['First paragraph.', 'Second paragraph.'] },
  { kind: 'cards', heading: 'Services', intro: 'What we do.', items: [{ title: 'Filing', description: 'We file.', meta: '12-18 months' }] },
  { kind: 'checklist', heading: 'Requirements', items: ['Base registration', 'Identical mark'] },
  {
    kind: 'groups',
    heading: 'Categories',
    groups: [{ title: 'Medicines', description: 'Product types: generics.', items: ['CTD dossier'], action: { label: 'Get Support', href: '/contact' } }],
  },
  { kind: 'countries', heading: 'Countries', countries: [{ name: 'Ghana', capital: 'Accra', population: '34.1M' }] },
  { kind: 'process', heading: 'Process', steps: [{ title: 'Search', description: 'We search.', timeline: 'Week 1-2' }, { title: 'File', description: 'We file.' }] },
];

function renderSections(firstTone?: 'page' | 'subtle') {
  return renderInPage(
    <Router hook={memoryLocation({ path: servicePath('aripo') }).hook}>
      <DetailSections sections={sections} firstTone={firstTone} />
    </Router>,
  );
}

const region = (name: string) => screen.getByRole('region', { name });

describe('DetailSections', () => {
  it('renders every section as a region named by its h2, in order', () => {
    renderSections();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(
      sections.map((section) => section.heading),
    );
    expect(screen.getByText('What we do.')).toBeInTheDocument();
  });

  it('draws each kind with its component', () => {
    renderSections();
    const figures = within(region('Figures')).getAllByRole('listitem');
    expect(figures.map((item) => item.textContent)).toEqual(['Countries19', 'Established1976']);
    expect(within(region('About')).getByText('Second paragraph.')).toBeInTheDocument();
    expect(within(region('Services')).getByRole('heading', { level: 3, name: 'Filing' })).toBeInTheDocument();
    expect(within(region('Services')).getByText('12-18 months')).toBeInTheDocument();
    expect(within(region('Requirements')).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Base registration',
      'Identical mark',
    ]);
    const group = within(region('Categories'));
    expect(group.getByRole('heading', { level: 3, name: 'Medicines' })).toBeInTheDocument();
    expect(group.getByText('Product types: generics.')).toBeInTheDocument();
    expect(group.getByText('CTD dossier')).toBeInTheDocument();
    expect(group.getByRole('link', { name: 'Get Support' })).toHaveAttribute('href', '/contact');
    const country = within(region('Countries'));
    expect(country.getByText('Ghana')).toBeInTheDocument();
    expect(country.getByText('Accra')).toBeInTheDocument();
    expect(country.getByText('34.1M')).toBeInTheDocument();
    const steps = within(region('Process')).getAllByRole('heading', { level: 3 });
    expect(steps.map((step) => step.textContent)).toEqual(['Step 1: Search', 'Step 2: File']);
    expect(within(region('Process')).getByText('Week 1-2')).toBeInTheDocument();
  });

  it('alternates band tones from the one asked for', () => {
    const { container, unmount } = renderSections('subtle');
    const classes = [...container.querySelectorAll('section')].map((section) => section.className);
    expect(classes[0]).not.toBe(classes[1]);
    expect(classes[0]).toBe(classes[2]);
    unmount();
    const page = renderSections('page');
    expect(page.container.querySelector('section')?.className).toBe(classes[1]);
  });

  it('chooses grid columns from the number of cards', () => {
    expect([1, 2, 3, 4, 5, 6, 8, 9].map(cardColumns)).toEqual([2, 2, 3, 2, 3, 3, 4, 3]);
  });
});
