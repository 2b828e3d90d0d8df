import { RotateCcw, Square } from 'lucide-react';
import type { VideoAsset } from '../../../../contracts/studio-video-schemas';
import { urlOf } from '../../../api/client';
import { formatBytes } from '../../../format/bytes';
import { Button } from '../../ui/Button';
import { formatRunningTime, formatRungs, formatTimeLeft } from './video-format';

/** Where a video is, in a few words: "Queued", "Processing 42 % · about 1 min left", "Ready", "Failed: …", "Cancelled". */
export function videoStateLine(asset: VideoAsset): string {
  switch (asset.state) {
    case 'queued':
      return 'Queued';
    case 'processing':
      return `Processing ${asset.progress} %${asset.etaSeconds !== null ? ` · ${formatTimeLeft(asset.etaSeconds)}` : ''}`;
    case 'ready':
      return 'Ready';
    case 'failed':
      return `Failed: ${asset.failure ?? 'the transcoder stopped'}`;
    case 'cancelled':
      return 'Cancelled';
  }
}

/** The state line's colour (text on white, each at AA contrast or better). */
const TONE = { queued: 'text-slate-700', processing: 'text-violet-800', ready: 'text-brand-800', failed: 'text-red-700', cancelled: 'text-amber-800' } as const;

type Props = {
  asset: VideoAsset;
  title: string;
  busy: boolean;
  onRetry: () => void;
  onCancel: () => void;
};

/** One uploaded video: its state (with Retry or Cancel where they apply), its file, and once ready its poster, length, size and ladder. */
export function VideoAssetStatus({ asset, title, busy, onRetry, onCancel }: Props) {
  return (
    <div className="space-y-3">
      <p className={`flex min-w-0 items-baseline gap-2 break-words text-sm font-semibold ${TONE[asset.state]}`} data-video-state={asset.state}>
        <span aria-hidden="true" className="inline-block h-2.5 w-2.5 shrink-0 rounded-full bg-current" />
        <span className="min-w-0">{videoStateLine(asset)}</span>
      </p>
      {asset.state === 'processing' && <progress className="h-2 w-full accent-brand-700" max={100} value={asset.progress} aria-label={`Processing ${title}`} />}
      {asset.state === 'queued' && <p className="text-sm text-slate-600">Waiting for its turn to be made into streaming sizes. This page keeps up by itself.</p>}
      {asset.state === 'ready' && (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
          {asset.hasPoster && (
            <img
              src={urlOf('GET /admin/studio/videos/{assetId}/poster', { params: { assetId: asset.id } })}
              alt={`First frame of ${title}`}
              width={160}
              height={90}
              className="aspect-video w-40 shrink-0 rounded-lg bg-slate-200 object-cover"
            />
          )}
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="text-slate-600">Length</dt>
            <dd className="text-ink">{formatRunningTime(asset.durationSeconds)}</dd>
            <dt className="text-slate-600">Picture</dt>
            <dd className="text-ink">
              {asset.width} × {asset.height}
            </dd>
            <dt className="text-slate-600">Sizes</dt>
            <dd className="text-ink">{asset.renditions.length > 0 ? formatRungs(asset.renditions) : '—'}</dd>
          </dl>
        </div>
      )}
      <p className="break-words text-xs text-slate-600">
        {asset.sourceName} · {formatBytes(asset.sourceBytes)} · {formatRunningTime(asset.durationSeconds)}
      </p>
      {(asset.state === 'failed' || asset.state === 'cancelled') && (
        <Button size="sm" icon={RotateCcw} busy={busy} onClick={onRetry}>
          Retry
        </Button>
      )}
      {(asset.state === 'queued' || asset.state === 'processing') && (
        <Button size="sm" variant="secondary-danger" icon={Square} busy={busy} onClick={onCancel}>
          Cancel processing
        </Button>
      )}
    </div>
  );
}
