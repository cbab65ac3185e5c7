import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ActionButton } from './ActionButton';
import { ALERT_REDIRECT_DELAY_MS } from './AlertButton';
import { servicePath } from '../../content/services/manifest';
import { renderInPage } from '../../../tests/unit/render';

describe('ActionButton', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('renders a plain action as a link', () => {
    renderInPage(
      <Router hook={memoryLocation({ path: '/' }).hook}>
        <ActionButton action={{ label: 'Get Quote', href: '/contact' }} />
      </Router>,
    );
    expect(screen.getByRole('link', { name: 'Get Quote' })).toHaveAttribute('href', '/contact');
  });

  it('alerts, then navigates after two seconds', () => {
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    const location = memoryLocation({ path: servicePath('ama'), record: true });
    renderInPage(
      <Router hook={location.hook}>
        <ActionButton action={{ label: 'Assessment Check', href: '/contact', alert: 'We will assess your product.' }} />
      </Router>,
    );
    act(() => screen.getByRole('button', { name: 'Assessment Check' }).click());
    expect(alert).toHaveBeenCalledWith('We will assess your product.');
    act(() => vi.advanceTimersByTime(ALERT_REDIRECT_DELAY_MS - 1));
    expect(location.history?.at(-1)).toBe(servicePath('ama'));
    act(() => vi.advanceTimersByTime(1));
    expect(location.history?.at(-1)).toBe('/contact');
    expect(ALERT_REDIRECT_DELAY_MS).toBe(2000);
  });
});
