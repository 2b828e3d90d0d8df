import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors';
import { checkCaptionFile } from './caption-file';

const bytes = (text: string) => new TextEncoder().encode(text);
const refusal = (input: Uint8Array) => {
  try {
    checkCaptionFile(input);
  } catch (error) {
    return error instanceof AppError ? `${error.code}: ${error.message}` : String(error);
  }
  return null;
};

describe('checking a WebVTT caption file', () => {
  it('takes UTF-8 WebVTT with a cue, with or without a byte-order mark, header text, hours or cue settings', () => {
    for (const text of [
      'WEBVTT\n\n00:00:01.000 --> 00:00:04.000\nDebit the cash account.\n',
      '\uFEFFWEBVTT - Lecture 1\r\n\r\n1\r\n00:01.000 --> 00:04.000 align:start\r\nক্যাশ হিসাব\r\n',
      'WEBVTT\n\nNOTE made by hand\n\n101:00:00.000 --> 101:00:02.500\nLong lecture.',
    ]) {
      expect(refusal(bytes(text))).toBeNull();
    }
  });

  it('refuses what is not UTF-8, does not start with WEBVTT, or has no timed cue, saying which', () => {
    expect(refusal(new Uint8Array([0x57, 0x45, 0x42, 0x56, 0x54, 0x54, 0x0a, 0xff, 0xfe]))).toMatch(/^caption_invalid: .*not UTF-8/);
    expect(refusal(bytes('1\n00:00:01,000 --> 00:00:04,000\nAn SRT file\n'))).toMatch(/^caption_invalid: .*must start with WEBVTT/);
    expect(refusal(bytes('WEBVTTX\n\n00:00:01.000 --> 00:00:04.000\nx\n'))).toMatch(/must start with WEBVTT/);
    expect(refusal(bytes(''))).toMatch(/must start with WEBVTT/);
    expect(refusal(bytes('WEBVTT\n\nNOTE nothing here yet\n'))).toMatch(/^caption_invalid: .*no captions/);
    expect(refusal(bytes('WEBVTT\n\n00:00:01,000 --> 00:00:04,000\ncomma times are SRT\n'))).toMatch(/no captions/);
  });
});
