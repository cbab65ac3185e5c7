import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { storyData } from '../../stories/storyData';
import { Header } from './Header';
import { servicePath } from '../../content/services/manifest';

/** The stories' English data. */
const { headerArgs } = storyData('en');

function renderAt(path: string) {
  const location = memoryLocation({ path, record: true });
  render(
    <Router hook={location.hook}>
      <Header {...headerArgs} />
    </Router>,
  );
  return location;
}

const nav = () => screen.getByRole('navigation', { name: 'Main' });

describe('Header', () => {
  it('lists the seven links in the spec order', () => {
    renderAt('/');
    const links = within(nav()).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Home', 'Services', 'About', 'Resources', 'News', 'FAQ', 'Contact']);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/', '/services', '/about', '/resources', '/news', '/faq', '/contact']);
  });

  it('marks Home active only on an exact match', () => {
    renderAt('/');
    expect(within(nav()).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    cleanupAndRender(servicePath('aripo'));
    expect(within(nav()).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('marks other links active on a path prefix', () => {
    renderAt(servicePath('aripo'));
    expect(within(nav()).getByRole('link', { name: 'Services' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav()).getByRole('link', { name: 'About' })).not.toHaveAttribute('aria-current');
  });

  it('does not treat a shared prefix without a slash as active', () => {
    renderAt('/newsletter');
    expect(within(nav()).getByRole('link', { name: 'News' })).not.toHaveAttribute('aria-current');
  });

  it('toggles the menu with the button and closes it when a link is chosen', async () => {
    const user = userEvent.setup();
    const location = renderAt('/');
    const button = screen.getByRole('button', { name: 'Open menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAccessibleName('Close menu');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    await user.click(within(nav()).getByRole('link', { name: 'About' }));
    expect(location.history?.at(-1)).toBe('/about');
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the open menu on Escape', async () => {
    const user = userEvent.setup();
    renderAt('/');
    const button = screen.getByRole('button', { name: 'Open menu' });
    await user.click(button);
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('links Get in Touch to /contact', () => {
    renderAt('/');
    expect(screen.getByRole('link', { name: 'Get in Touch' })).toHaveAttribute('href', '/contact');
  });

  it('links each language to the same page, named in its own language, the current one marked', () => {
    renderAt('/');
    const group = screen.getByRole('group', { name: 'Language' });
    const links = within(group).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['EN English', 'FR Français', 'PT Português']);
    expect(links.map((link) => [link.getAttribute('hreflang'), link.getAttribute('lang'), link.getAttribute('href')])).toEqual([
      ['en', 'en', '/'],
      ['fr', 'fr', '/fr'],
      ['pt', 'pt-PT', '/pt'],
    ]);
    expect(links.map((link) => link.getAttribute('aria-current'))).toEqual(['true', null, null]);
  });
});

function cleanupAndRender(path: string) {
  document.body.innerHTML = '';
  renderAt(path);
}
