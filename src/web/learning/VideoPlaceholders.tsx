import { VideoOff } from 'lucide-react';

/** The honest note of a video lesson whose recording cannot play yet (none linked, or still being prepared). */
export function VideoNotReady({ hasNotes }: { hasNotes: boolean }) {
  return (
    <div role="note" className="flex items-start gap-3 rounded-2xl bg-slate-100 p-5 text-slate-700">
      <VideoOff aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-slate-500" />
      <p>
        <strong className="font-semibold text-ink">The recording of this lesson is not available yet.</strong>{' '}
        {hasNotes ? 'Study it from the notes below; the video will appear here when it is published.' : 'It will appear here when it is published.'}
      </p>
    </div>
  );
}

/**
 * The hosted player's frame while its code and addresses load: the picture
 * and the control bar's height (72 px), so nothing below moves when the
 * player arrives. Only classes the first load's stylesheet has already: the
 * player's own are in its lazy stylesheet.
 */
export function VideoLoading() {
  return (
    <div role="status" className="-mx-5 overflow-hidden bg-black sm:mx-0 sm:rounded-2xl">
      <div className="flex aspect-video items-center justify-center">
        <span aria-hidden="true" className="h-10 w-10 animate-spin rounded-full border-4 border-white/40 border-t-brand-600" />
        <span className="sr-only">Loading the video</span>
      </div>
      <div className="h-[72px] bg-ink" />
    </div>
  );
}
