import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { CategoryFilter } from './CategoryFilter';

const options = [
  { value: 'all', label: 'All' },
  { value: 'Legal', label: 'Legal' },
  { value: 'Medical', label: 'Medical' },
] as const;

function Harness() {
  const [value, setValue] = useState<(typeof options)[number]['value']>('all');
  return <CategoryFilter label="Filter" options={options} value={value} onChange={setValue} />;
}

describe('CategoryFilter', () => {
  it('starts on the given value and replaces the selection on click', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const pressed = () => screen.getAllByRole('button').filter((button) => button.getAttribute('aria-pressed') === 'true');
    expect(pressed().map((button) => button.textContent)).toEqual(['All']);
    await user.click(screen.getByRole('button', { name: 'Legal' }));
    expect(pressed().map((button) => button.textContent)).toEqual(['Legal']);
    await user.click(screen.getByRole('button', { name: 'Medical' }));
    expect(pressed().map((button) => button.textContent)).toEqual(['Medical']);
    expect(screen.getByRole('group', { name: 'Filter' })).toBeInTheDocument();
  });
});
