import { outlineNotes, type NotesSection } from './notes-outline';
import { layoutHeading, layoutList } from './slide-layout';
import { SLIDE, TEXT } from './slide-theme';

/** Where the words of a bullet start. */
const BULLET_TEXT_X = SLIDE.margin + SLIDE.bulletIndent;

/** What a demo lecture is made from: the lesson, where it belongs, and its notes (Markdown). */
export type DeckInput = {
  lessonTitle: string;
  courseTitle: string;
  paper: { name: string; code: string; level: string };
  notes: string | null;
};

export type Slide =
  | { kind: 'title' }
  /** One key point: its label ("Step one") or its section's heading above, the words below. */
  | { kind: 'point'; number: number; of: number; heading: string | null; text: string }
  /** Several points of a section as bullets (long notes). */
  | { kind: 'list'; kicker: string; heading: string; points: string[] }
  | { kind: 'summary'; heading: string; points: string[] };

export type TimedSlide = Slide & { seconds: number };

export const DECK = {
  minSeconds: 60,
  maxSeconds: 180,
  maxSlides: 10,
  /** Points shown one to a slide up to this many; more are grouped as bullets. */
  maxPointSlides: 8,
  maxSummaryPoints: 6,
} as const;

/** "Step one: update the cash book" -> label and the rest; a colon inside a figure (10:30) is not a label. */
export function splitLabel(point: string): { label: string; rest: string } | null {
  const match = /^([^:]{2,48}?):\s+(\S.{8,})$/.exec(point);
  if (!match) return null;
  const label = match[1]!.trim();
  if (label.split(/\s+/).length > 6 || /\d$/.test(label)) return null;
  return { label, rest: match[2]!.trim() };
}

function words(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

/** Words a summary line keeps whole. */
const GIST_WORDS = 16;

/**
 * A point's gist for the summary: the point itself when short, else its
 * label with the first clause after it (or its first clause), cut at
 * about a dozen and a half words. `brief` keeps only the label, or the
 * first clause of at most eight words, for a summary of many points.
 */
export function gist(point: string, { brief = false }: { brief?: boolean } = {}): string {
  const full = point.replace(/[.;:,]+$/, '');
  const limit = brief ? 8 : GIST_WORDS;
  const labelled = splitLabel(full);
  if (brief && labelled) return labelled.label;
  if (words(full) <= limit) return full;
  const text = labelled ? labelled.rest : full;
  const clause = /^(\S+(?:\s+\S+){2,}?)(?:[,;]\s|\s[–—-]\s|\s\(|:\s)/.exec(text)?.[1] ?? text;
  const short = labelled ? `${labelled.label}: ${clause}` : clause;
  const kept = short.split(/\s+/);
  return kept.length <= limit
    ? short
    : `${kept
        .slice(0, limit - 2)
        .join(' ')
        .replace(/[.,;:]+$/, '')}…`;
}

/** The words after a label start a sentence of their own on a slide. */
function capitalise(text: string): string {
  return /^[a-z]/.test(text) ? text.charAt(0).toUpperCase() + text.slice(1) : text;
}

/** Slides of one point each: the deck reads like a lecture, one idea at a time. */
function pointSlides(sections: NotesSection[]): Slide[] {
  const all = sections.flatMap((section) => section.points.map((point) => ({ section: section.heading, point })));
  return all.map(({ section, point }, i) => {
    const labelled = splitLabel(point);
    return labelled
      ? { kind: 'point', number: i + 1, of: all.length, heading: labelled.label, text: capitalise(labelled.rest) }
      : { kind: 'point', number: i + 1, of: all.length, heading: section, text: point };
  });
}

/** Long notes: each section's points as bullets, as many to a slide as fit whole (at most `perSlide`). */
function listSlides(sections: NotesSection[], lessonTitle: string, perSlide: number): Slide[] {
  const slides: Extract<Slide, { kind: 'list' }>[] = [];
  const headed = sections.some((s) => s.heading !== null);
  const total = sections.reduce((sum, s) => sum + s.points.length, 0);
  let shown = 0;
  sections.forEach((section, index) => {
    const heading = section.heading ?? lessonTitle;
    const top = layoutHeading(heading, { x: SLIDE.margin }).bodyTop;
    let chunk: string[] = [];
    const flush = (continued: boolean) => {
      if (chunk.length === 0) return;
      const kicker = headed ? `Part ${index + 1} of ${sections.length}` : `Key points ${shown + 1}–${shown + chunk.length} of ${total}`;
      // Bullets under the lesson's title say where they are in the kicker; a section's heading says "continued".
      slides.push({ kind: 'list', kicker, heading: continued && headed ? `${heading} (continued)` : heading, points: chunk });
      shown += chunk.length;
      chunk = [];
    };
    let continued = false;
    for (const point of section.points) {
      if (chunk.length > 0 && (chunk.length >= perSlide || !layoutList([...chunk, point], { top, x: BULLET_TEXT_X }).fits)) {
        flush(continued);
        continued = true;
      }
      chunk.push(point);
    }
    flush(continued);
  });
  return slides;
}

function summarySlide(input: DeckInput, sections: NotesSection[], content: Slide[], cut: boolean): Extract<Slide, { kind: 'summary' }> {
  if (sections.length === 0) {
    return { kind: 'summary', heading: 'About this lesson', points: [input.lessonTitle, `Part of ${input.courseTitle}`, `${input.paper.name}, ${input.paper.level}`] };
  }
  const heading = 'What this lesson covered';
  const room = DECK.maxSummaryPoints - (cut ? 1 : 0);
  const more = cut ? ['More in the notes below this video'] : [];
  const headings = sections.map((s) => s.heading).filter((h): h is string => h !== null);
  if (content.some((s) => s.kind === 'list') && headings.length >= 2) return { kind: 'summary', heading, points: [...headings.slice(0, room), ...more] };
  const points = sections.flatMap((s) => s.points).slice(0, room);
  // Each point's gist on up to two lines; when they do not all fit, a briefer gist on one line each.
  const full = [...points.map((p) => gist(p)), ...more];
  const top = layoutHeading(heading, { x: SLIDE.margin }).bodyTop;
  const { sizes, maxLines, lineHeight, gap } = TEXT.summary;
  if (layoutList(full, { top, x: BULLET_TEXT_X, sizes, maxLines, lineHeight, gap }).fits) return { kind: 'summary', heading, points: full };
  return { kind: 'summary', heading, points: [...points.map((p) => gist(p, { brief: true })), ...more] };
}

/** Reading time of a slide's words, with time to take the slide in; lectures are read slower than prose. */
function readingSeconds(slide: Slide, input: DeckInput): number {
  const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
  switch (slide.kind) {
    case 'title':
      return clamp(6 + words(`${input.lessonTitle} ${input.courseTitle} ${input.paper.name}`) / 4, 7, 12);
    case 'point':
      return clamp(4 + words(`${slide.heading ?? ''} ${slide.text}`) / 2.2, 7, 30);
    case 'list':
      return clamp(4 + words(`${slide.heading} ${slide.points.join(' ')}`) / 2.2, 10, 40);
    case 'summary':
      return clamp(4 + words(slide.points.join(' ')) / 2.5, 8, 25);
  }
}

/**
 * Each slide's time: what it takes to read, then stretched or squeezed so
 * the whole lecture lasts 1-3 minutes, in whole seconds.
 */
export function timeSlides(slides: Slide[], input: DeckInput): TimedSlide[] {
  const reading = slides.map((slide) => readingSeconds(slide, input));
  const total = reading.reduce((a, b) => a + b, 0);
  const target = Math.min(DECK.maxSeconds, Math.max(DECK.minSeconds, total));
  // The title keeps its time when stretching (a title held for 20 s drags); the content takes the difference.
  const fixed = total < target && slides.length > 1 ? reading[0]! : 0;
  const scale = (target - fixed) / (total - fixed);
  const seconds = reading.map((s, i) => Math.max(4, Math.round(i === 0 && fixed > 0 ? s : s * scale)));
  const longest = seconds.indexOf(Math.max(...seconds.slice(1)), 1);
  const sum = seconds.reduce((a, b) => a + b, 0);
  if (sum < DECK.minSeconds) seconds[longest]! += DECK.minSeconds - sum;
  if (sum > DECK.maxSeconds) seconds[longest] = Math.max(4, seconds[longest]! - (sum - DECK.maxSeconds));
  return slides.map((slide, i) => ({ ...slide, seconds: seconds[i]! }));
}

/**
 * The slides of a demo lecture: a title slide (paper, course, lesson), the
 * key points of the notes (one to a slide when there are few, as bullets
 * when there are many), and a summary; 4-10 slides for notes with two
 * points or more, title and summary alone for empty notes. Each slide has
 * its reading time; together 1-3 minutes.
 */
export function buildSlides(input: DeckInput): TimedSlide[] {
  const sections = outlineNotes(input.notes);
  const points = sections.reduce((sum, s) => sum + s.points.length, 0);
  const room = DECK.maxSlides - 2;
  let content: Slide[] = points <= DECK.maxPointSlides ? pointSlides(sections) : listSlides(sections, input.lessonTitle, 4);
  if (content.length > room) content = listSlides(sections, input.lessonTitle, 6);
  const cut = content.length > room;
  if (cut) content = content.slice(0, room);
  const slides: Slide[] = [{ kind: 'title' }, ...content, summarySlide(input, sections, content, cut)];
  return timeSlides(slides, input);
}
