import { AppError } from '../../errors';

/** A cue's timing line: start --> end, each [hh:]mm:ss.ttt (hours may run past two digits). */
const CUE_TIMING = /^(?:\d{2,}:)?[0-5]\d:[0-5]\d\.\d{3}[ \t]+-->[ \t]+(?:\d{2,}:)?[0-5]\d:[0-5]\d\.\d{3}(?:[ \t].*)?$/m;
const decoder = new TextDecoder('utf-8', { fatal: true });

/**
 * Checks that bytes are a WebVTT caption file the players read: UTF-8 text
 * (a byte-order mark allowed), starting with `WEBVTT` on its own or followed
 * by a space, tab or line break, with at least one timed cue. Answers the
 * text; anything else is 422 `caption_invalid`, saying which rule it broke.
 */
export function checkCaptionFile(bytes: Uint8Array): string {
  let text: string;
  try {
    text = decoder.decode(bytes);
  } catch {
    throw new AppError('caption_invalid', 'This caption file is not UTF-8 text. Save it as UTF-8 (WebVTT files always are) and upload it again.');
  }
  if (text.startsWith('\uFEFF')) text = text.slice(1);
  if (!/^WEBVTT(?:$|[ \t\r\n])/.test(text)) throw new AppError('caption_invalid', 'This is not a WebVTT file: its first line must start with WEBVTT. Convert SRT or other captions to WebVTT first.');
  if (!CUE_TIMING.test(text)) throw new AppError('caption_invalid', 'This WebVTT file has no captions: add at least one cue with its times (00:00:01.000 --> 00:00:04.000).');
  return text;
}
