import { useEffect } from 'react';
import { Toaster } from 'sonner';
import { toasterMounted } from './toaster-ready';

/**
 * Sonner's toaster at top-center (the spec's position for the verified
 * notice). The admin area puts it at the bottom, where a result message
 * does not cover the heading of the page it reports on.
 */
export default function ToasterHost({ position = 'top-center' }: { position?: 'top-center' | 'bottom-right' }) {
  useEffect(() => toasterMounted(), []);
  return <Toaster position={position} richColors closeButton />;
}
