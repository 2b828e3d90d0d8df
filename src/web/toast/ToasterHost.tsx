import { useEffect } from 'react';
import { Toaster } from 'sonner';
import { toasterMounted } from './toaster-ready';

/** Sonner's toaster at top-center (the spec's position for the verified notice). */
export default function ToasterHost() {
  useEffect(() => toasterMounted(), []);
  return <Toaster position="top-center" richColors closeButton />;
}
