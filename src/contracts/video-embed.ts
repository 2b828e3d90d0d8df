import type { LessonVideo } from './learning-schemas';

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{6,12}$/;

/**
 * The player for a lesson's stored video address, worked out on the server
 * so the browser only ever frames two known hosts: YouTube (through its
 * no-cookie domain) and Vimeo, or plays an https MP4/WebM file itself.
 * Anything else, or an address that does not parse, has no player (null).
 */
export function videoEmbed(videoUrl: string | null): LessonVideo | null {
  if (!videoUrl) return null;
  let url: URL;
  try {
    url = new URL(videoUrl.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.toLowerCase().replace(/^www\.|^m\./, '');
  const youtube = youtubeId(host, url);
  if (youtube) return { provider: 'youtube', embedUrl: `https://www.youtube-nocookie.com/embed/${youtube}` };
  const vimeo = vimeoId(host, url);
  if (vimeo) return { provider: 'vimeo', embedUrl: `https://player.vimeo.com/video/${vimeo}` };
  if (url.protocol === 'https:' && /\.(mp4|webm)$/i.test(url.pathname)) return { provider: 'file', embedUrl: url.toString() };
  return null;
}

function youtubeId(host: string, url: URL): string | null {
  let id: string | null = null;
  if (host === 'youtu.be') id = url.pathname.split('/')[1] ?? null;
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    const [, first, second] = url.pathname.split('/');
    if (first === 'watch') id = url.searchParams.get('v');
    else if (first === 'embed' || first === 'shorts' || first === 'live') id = second ?? null;
  }
  return id && YOUTUBE_ID.test(id) ? id : null;
}

function vimeoId(host: string, url: URL): string | null {
  const parts = url.pathname.split('/').filter(Boolean);
  let id: string | undefined;
  if (host === 'vimeo.com') id = parts.find((part) => VIMEO_ID.test(part));
  else if (host === 'player.vimeo.com' && parts[0] === 'video') id = parts[1];
  return id && VIMEO_ID.test(id) ? id : null;
}
