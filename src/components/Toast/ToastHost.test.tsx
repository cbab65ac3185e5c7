import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastHost } from './ToastHost';
import { toast } from './toastStore';

const labels = { region: 'Notifications', close: 'Dismiss notification' };

describe('ToastHost', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('mounts the toaster, an empty region, once its code has arrived while the browser is idle', async () => {
    const idle: IdleRequestCallback[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => idle.push(callback));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    const { unmount } = render(<ToastHost labels={labels} />);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();

    await act(async () => {
      for (const callback of idle) callback({ didTimeout: false, timeRemaining: () => 50 });
    });
    // No toast yet: only the region, so that the first toast after a tap adds itself alone.
    expect(await screen.findByRole('region', { name: 'Notifications (F8)' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    act(() => {
      toast({ title: 'Download Started' });
    });
    expect(await screen.findByText('Download Started')).toBeInTheDocument();
    unmount();
  });
});
