import { describe, expect, it } from 'vitest';
import { videoEmbed } from './video-embed';

const YT = 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ';

describe('lesson video addresses', () => {
  it('turns every YouTube form into the no-cookie embed', () => {
    for (const url of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://youtube.com/watch?v=dQw4w9WgXcQ&t=42s',
      'https://m.youtube.com/watch?feature=share&v=dQw4w9WgXcQ',
      'https://youtu.be/dQw4w9WgXcQ',
      'https://youtu.be/dQw4w9WgXcQ?t=10',
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
      'https://www.youtube.com/shorts/dQw4w9WgXcQ',
      ' https://www.youtube.com/watch?v=dQw4w9WgXcQ ',
    ]) {
      expect(videoEmbed(url), url).toEqual({ provider: 'youtube', embedUrl: YT });
    }
  });

  it('turns Vimeo pages and player addresses into the Vimeo player', () => {
    const expected = { provider: 'vimeo', embedUrl: 'https://player.vimeo.com/video/76979871' };
    expect(videoEmbed('https://vimeo.com/76979871')).toEqual(expected);
    expect(videoEmbed('https://vimeo.com/channels/staffpicks/76979871')).toEqual(expected);
    expect(videoEmbed('https://player.vimeo.com/video/76979871?h=abc')).toEqual(expected);
  });

  it('plays https MP4 and WebM files itself', () => {
    expect(videoEmbed('https://cdn.example.com/lessons/intro.mp4')).toEqual({ provider: 'file', embedUrl: 'https://cdn.example.com/lessons/intro.mp4' });
    expect(videoEmbed('https://cdn.example.com/a.WEBM?sig=1')).toEqual({ provider: 'file', embedUrl: 'https://cdn.example.com/a.WEBM?sig=1' });
  });

  it('gives no player for anything else', () => {
    for (const url of [
      null,
      '',
      'not a url',
      'http://cdn.example.com/intro.mp4',
      'javascript:alert(1)',
      'https://www.youtube.com/watch?v=short',
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ"><script>',
      'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
      'https://evil.example/youtu.be/dQw4w9WgXcQ',
      'https://vimeo.com/about',
      'https://example.com/video.mov',
      'data:video/mp4;base64,AAAA',
    ]) {
      expect(videoEmbed(url), String(url)).toBeNull();
    }
  });
});
