import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FaqGroup } from './FaqGroup';

const items = [
  { question: 'First question?', answer: 'First answer.' },
  { question: 'Second question?', answer: 'Second answer.' },
  { question: 'Third question?', answer: 'Third answer.' },
];

describe('FaqGroup', () => {
  it('puts the questions as h3 buttons under the h2 category, all closed', () => {
    render(<FaqGroup category="General Services" items={items} />);
    expect(screen.getByRole('heading', { level: 2, name: 'General Services' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(3);
    for (const button of screen.getAllByRole('button')) expect(button).toHaveAttribute('aria-expanded', 'false');
    // Closed answers stay in the page for find-in-page, hidden until found.
    expect(screen.getByText('First answer.').closest('[data-state]')).toHaveAttribute('hidden', 'until-found');
    expect(screen.getByText('First answer.')).not.toBeVisible();
  });

  it('is native <details> in the server HTML: the answers are there, and open with no script', () => {
    const html = renderToString(<FaqGroup category="General Services" items={items} />);
    expect(html.match(/<details/g)).toHaveLength(3);
    expect(html).toContain('<summary');
    expect(html).toContain('First answer.');
    expect(html).not.toContain('<button');
  });

  it('keeps the questions opened natively, and the focus, when its code takes over', () => {
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(<FaqGroup category="General Services" items={items} />);
    const details = container.querySelectorAll('details');
    (details[1] as HTMLDetailsElement).open = true;
    const lastSummary = details[2]?.querySelector('summary') as HTMLElement;
    lastSummary.setAttribute('tabindex', '-1');
    lastSummary.focus();
    render(<FaqGroup category="General Services" items={items} />, { container, hydrate: true });
    const [first, second, third] = screen.getAllByRole('button');
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(third).toHaveFocus();
    container.remove();
  });

  it('opens a question whose answer the browser found (beforematch)', () => {
    render(<FaqGroup category="General Services" items={items} />);
    const region = screen.getByText('Third answer.').closest('[data-state]') as HTMLElement;
    act(() => {
      region.dispatchEvent(new Event('beforematch'));
    });
    expect(screen.getByRole('button', { name: 'Third question?' })).toHaveAttribute('aria-expanded', 'true');
    expect(region).not.toHaveAttribute('hidden');
  });

  it('opens and closes each question independently', async () => {
    const user = userEvent.setup();
    render(<FaqGroup category="General Services" items={items} />);
    const first = screen.getByRole('button', { name: 'First question?' });
    const second = screen.getByRole('button', { name: 'Second question?' });
    await user.click(first);
    await user.click(second);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('First answer.')).toBeVisible();
    expect(screen.getByText('Second answer.')).toBeVisible();
    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(second).toHaveAttribute('aria-expanded', 'true');
  });
});
