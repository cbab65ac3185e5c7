import { describe, expect, it, vi } from 'vitest';
import { TOAST_DURATION_MS, dismissToast, getToasts, toast, toastAfterPaint } from './toastStore';

describe('toast store', () => {
  it('keeps at most one toast, the newest', () => {
    toast({ title: 'First' });
    const second = toast({ title: 'Second', description: 'Newer' });
    expect(getToasts()).toHaveLength(1);
    expect(getToasts()[0]).toMatchObject({ id: second.id, title: 'Second', description: 'Newer' });
  });

  it('defaults to 5000 ms and the default variant', () => {
    toast({ title: 'Saved' });
    expect(TOAST_DURATION_MS).toBe(5000);
    expect(getToasts()[0]).toMatchObject({ duration: 5000, variant: 'default' });
  });

  it('supports the destructive variant and dismissal', () => {
    const { id, dismiss } = toast({ title: 'Validation Error', variant: 'destructive' });
    expect(getToasts()[0]?.variant).toBe('destructive');
    dismiss();
    expect(getToasts().find((item) => item.id === id)).toBeUndefined();
    dismissToast(12345);
    expect(getToasts()).toHaveLength(0);
  });

  it('raises a toast after the next frame has painted, not in the same one', async () => {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    toast({ title: 'Before' });
    toastAfterPaint({ title: 'Fields marked', variant: 'destructive' });
    expect(getToasts()[0]?.title).toBe('Before');
    for (const frame of frames) frame(0);
    expect(getToasts()[0]?.title).toBe('Before');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(getToasts()[0]).toMatchObject({ title: 'Fields marked', variant: 'destructive' });
    vi.unstubAllGlobals();
  });
});
