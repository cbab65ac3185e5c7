import { render, screen } from '@testing-library/react';
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
    expect(screen.queryByText('First answer.')).not.toBeInTheDocument();
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
