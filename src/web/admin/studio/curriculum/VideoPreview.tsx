import { videoEmbed } from '../../../../contracts/video-embed';

/** The player's own reading of the address (the same rule the server applies), shown as students will see it. */
export function VideoPreview({ url, title }: { url: string; title: string }) {
  const video = videoEmbed(url);
  if (!video) return null;
  return video.provider === 'file' ? (
    <video controls preload="metadata" src={video.embedUrl} className="aspect-video w-full rounded-xl bg-black" aria-label={`Preview of ${title}`} />
  ) : (
    <div className="aspect-video overflow-hidden rounded-xl bg-black">
      <iframe
        src={video.embedUrl}
        title={`Preview of ${title}`}
        className="h-full w-full"
        allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
        referrerPolicy="strict-origin-when-cross-origin"
      />
    </div>
  );
}

/** What the address field says under it: null while empty, else whether the player can show it. */
export function videoAddressProblem(url: string): string | null {
  if (url.trim() === '') return null;
  return videoEmbed(url) ? null : 'Use a YouTube or Vimeo link, or an https address of an MP4 or WebM file.';
}
