import { describe, expect, it } from 'vitest';
import { displaySizeOf } from './display-size';

describe('the size a video is shown at', () => {
  it('is the stored size when nothing turns or stretches it', () => {
    expect(displaySizeOf({ width: 1920, height: 1080, sample_aspect_ratio: '1:1' })).toEqual({ width: 1920, height: 1080 });
    expect(displaySizeOf({ width: 1280, height: 720 })).toEqual({ width: 1280, height: 720 });
    expect(displaySizeOf({ width: 640, height: 480, sample_aspect_ratio: '0:1' })).toEqual({ width: 640, height: 480 });
  });

  it('turns a phone clip stored landscape with a quarter-turn upright (display matrix or rotate tag)', () => {
    expect(displaySizeOf({ width: 1920, height: 1080, side_data_list: [{ rotation: -90 }] })).toEqual({ width: 1080, height: 1920 });
    expect(displaySizeOf({ width: 1920, height: 1080, side_data_list: [{ rotation: 270 }] })).toEqual({ width: 1080, height: 1920 });
    expect(displaySizeOf({ width: 1920, height: 1080, tags: { rotate: '90' } })).toEqual({ width: 1080, height: 1920 });
    expect(displaySizeOf({ width: 1920, height: 1080, side_data_list: [{ rotation: 180 }] })).toEqual({ width: 1920, height: 1080 });
  });

  it('widens pictures stored in narrow pixels', () => {
    expect(displaySizeOf({ width: 1440, height: 1080, sample_aspect_ratio: '4:3' })).toEqual({ width: 1920, height: 1080 });
    expect(displaySizeOf({ width: 720, height: 576, sample_aspect_ratio: '16:15' })).toEqual({ width: 768, height: 576 });
  });
});
