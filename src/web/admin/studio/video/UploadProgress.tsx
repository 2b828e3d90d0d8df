import { Pause, Play, X } from 'lucide-react';
import { formatBytes } from '../../../format/bytes';
import { Button } from '../../ui/Button';
import { formatSpeed, formatTimeLeft } from './video-format';
import { cancelVideoUpload, dismissVideoUpload, pauseVideoUpload, resumeVideoUpload, type VideoUpload } from './video-uploads-store';

/** What the line under the bar says: how far, how fast, how long. */
function progressLine(upload: VideoUpload): string {
  const percent = Math.floor((upload.sentBytes / Math.max(1, upload.totalBytes)) * 100);
  const done = `${percent} % of ${formatBytes(upload.totalBytes)}`;
  switch (upload.phase) {
    case 'paused':
      return `Paused at ${done}`;
    case 'checking':
      return 'Uploaded. Checking the file…';
    case 'done':
      return 'Uploaded.';
    case 'failed':
      return `Stopped at ${done}`;
    case 'uploading': {
      const speed = upload.bytesPerSecond;
      if (!speed || speed <= 0) return `${done} · starting…`;
      return `${done} · ${formatSpeed(speed)} · ${formatTimeLeft((upload.totalBytes - upload.sentBytes) / speed)}`;
    }
  }
}

/** One upload's bar with its percent, speed and time left, and Pause, Resume, Cancel (or, refused, why). */
export function UploadProgress({ upload, compact = false }: { upload: VideoUpload; compact?: boolean }) {
  const fraction = upload.sentBytes / Math.max(1, upload.totalBytes);
  const working = upload.phase === 'uploading' || upload.phase === 'checking';
  // In the tray, several uploads' buttons sit together: each names its lesson after its own words.
  const named = (words: string) => (compact ? `${words}: ${upload.lessonTitle}` : undefined);
  return (
    <div className="space-y-2">
      <p className="break-words text-sm font-semibold text-ink">
        {compact ? upload.lessonTitle : 'Uploading'} <span className="font-normal text-slate-600">· {upload.fileName}</span>
      </p>
      <progress className="h-2 w-full accent-brand-700" max={1} value={upload.phase === 'checking' || upload.phase === 'done' ? 1 : fraction} aria-label={`Upload of ${upload.fileName}`} />
      <p className="text-xs text-slate-600">{progressLine(upload)}</p>
      {upload.phase === 'failed' && upload.problem && (
        // The lesson's own panel announces it; the tray's copy stays quiet so it is not read twice.
        <p role={compact ? undefined : 'alert'} className="text-sm font-semibold text-red-700">
          {upload.problem}
        </p>
      )}
      {upload.phase !== 'done' && upload.phase !== 'checking' && (
        <div className="flex flex-wrap gap-2">
          {upload.phase === 'uploading' && (
            <Button size="sm" icon={Pause} onClick={() => pauseVideoUpload(upload.key)} aria-label={named('Pause')}>
              Pause
            </Button>
          )}
          {(upload.phase === 'paused' || (upload.phase === 'failed' && upload.canRetry)) && (
            <Button size="sm" icon={Play} onClick={() => resumeVideoUpload(upload.key)} aria-label={named(upload.phase === 'paused' ? 'Resume' : 'Try again')}>
              {upload.phase === 'paused' ? 'Resume' : 'Try again'}
            </Button>
          )}
          {upload.phase === 'failed' && !upload.canRetry ? (
            <Button size="sm" onClick={() => dismissVideoUpload(upload.key)} aria-label={named('Dismiss')}>
              Dismiss
            </Button>
          ) : (
            <Button
              size="sm"
              variant="secondary-danger"
              icon={X}
              onClick={() => {
                if (!working || window.confirm(`Stop uploading ${upload.fileName}? What was sent is discarded.`)) void cancelVideoUpload(upload.key);
              }}
              aria-label={named('Cancel upload')}
            >
              Cancel upload
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
