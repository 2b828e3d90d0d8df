/**
 * The toaster lives in its own chunk, outside the Home page's first-load
 * budget. Toasts wait for it to be mounted, so none is lost on a fast page.
 */
let markReady: () => void = () => {};
export const toasterReady = new Promise<void>((resolve) => {
  markReady = resolve;
});

export function toasterMounted(): void {
  markReady();
}

export async function showSuccessToast(message: string): Promise<void> {
  await toasterReady;
  const { toast } = await import('sonner');
  toast.success(message);
}
