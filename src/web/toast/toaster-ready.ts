/**
 * The toaster lives in its own chunk, outside the Home page's first-load
 * budget, and the site's frame mounts it once the page is idle: on
 * arrival it has nothing to show. A toast asked for before then asks for
 * the toaster at once and waits for it to be mounted, so none is lost.
 */
let markReady: () => void = () => {};
export const toasterReady = new Promise<void>((resolve) => {
  markReady = resolve;
});

export function toasterMounted(): void {
  markReady();
}

let wanted = false;
const listeners = new Set<() => void>();

/** For the frame (useSyncExternalStore): whether a toast is waiting for the toaster. */
export function subscribeToToasterWanted(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const isToasterWanted = (): boolean => wanted;

function wantToaster(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

async function showToast(kind: 'success' | 'error', message: string): Promise<void> {
  wantToaster();
  await toasterReady;
  const { toast } = await import('sonner');
  toast[kind](message);
}

export const showSuccessToast = (message: string): Promise<void> => showToast('success', message);
export const showErrorToast = (message: string): Promise<void> => showToast('error', message);
