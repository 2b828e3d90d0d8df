import { describe, expect, it, vi } from 'vitest';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

describe('toaster-ready', () => {
  it('asks the frame for the toaster as soon as a toast is waiting, once, and shows it when the toaster is mounted', async () => {
    const ready = await import('./toaster-ready');
    const listener = vi.fn();
    ready.subscribeToToasterWanted(listener);
    expect(ready.isToasterWanted()).toBe(false);

    const success = ready.showSuccessToast('Saved.');
    expect(ready.isToasterWanted()).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(toast.success).not.toHaveBeenCalled();

    ready.toasterMounted();
    await success;
    expect(toast.success).toHaveBeenCalledWith('Saved.');

    await ready.showErrorToast('Not saved.');
    expect(toast.error).toHaveBeenCalledWith('Not saved.');
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
