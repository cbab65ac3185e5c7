import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LegalDocument } from './LegalDocument';

const sections = [
  { heading: 'Information We Collect', paragraphs: ['We collect what you send.'] },
  { heading: 'Your Rights', paragraphs: ['You may ask us:'], items: ['Access', 'Deletion'] },
];

describe('LegalDocument', () => {
  it('shows the revision date of the text as given, not today', () => {
    render(<LegalDocument sections={sections} lastUpdated="2026-11-01" lastUpdatedLabel="Last updated November 1, 2026" contentsLabel="On this page" />);
    const date = screen.getByText('Last updated November 1, 2026');
    expect(date.tagName).toBe('TIME');
    expect(date).toHaveAttribute('datetime', '2026-11-01');
  });

  it('lists the sections in a table of contents that links to each heading', () => {
    render(<LegalDocument sections={sections} lastUpdated="2026-11-01" lastUpdatedLabel="Last updated November 1, 2026" contentsLabel="On this page" />);
    const links = within(screen.getByRole('navigation', { name: 'On this page' })).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(sections.map((section) => section.heading));
    for (const link of links) {
      const target = document.getElementById(link.getAttribute('href')?.slice(1) ?? '');
      expect(target?.tagName).toBe('H2');
      expect(target?.textContent).toBe(link.textContent);
    }
  });

  it('renders each section as a region with its paragraphs and list', () => {
    render(<LegalDocument sections={sections} lastUpdated="2026-11-01" lastUpdatedLabel="Last updated November 1, 2026" contentsLabel="On this page" />);
    const rights = screen.getByRole('region', { name: 'Your Rights' });
    expect(within(rights).getByText('You may ask us:')).toBeInTheDocument();
    expect(within(rights).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Access', 'Deletion']);
  });
});
