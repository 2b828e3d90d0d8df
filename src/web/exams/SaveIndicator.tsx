import { CheckCircle2, CloudOff, Loader2 } from 'lucide-react';
import type { QueueState } from './answer-queue';

/** "Saved", "Saving…" or "Offline: 3 answers waiting", always visible and read out politely. */
export function SaveIndicator({ state }: { state: QueueState }) {
  const waiting = `${state.waiting} ${state.waiting === 1 ? 'answer' : 'answers'} waiting`;
  const [Icon, text, tone] = state.offline
    ? [CloudOff, `Offline: ${waiting}`, 'text-amber-800 bg-amber-100']
    : state.waiting > 0
      ? [Loader2, 'Saving…', 'text-slate-700 bg-slate-100']
      : [CheckCircle2, 'Saved', 'text-brand-800 bg-brand-50'];
  return (
    <p role="status" aria-live="polite" className={`inline-flex items-center gap-1.5 rounded-full px-3 py-1.5 text-sm font-semibold ${tone}`}>
      <Icon aria-hidden="true" className={`h-4 w-4 ${Icon === Loader2 ? 'animate-spin motion-reduce:animate-none' : ''}`} />
      {text}
    </p>
  );
}
