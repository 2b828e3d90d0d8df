/**
 * The outline of a lesson's Markdown notes, as slides need it: sections
 * (under a heading, or before any) holding points (list items and
 * paragraphs; a long one is split at its sentences). Inline Markdown is
 * reduced to its words; code blocks, pictures, rules and HTML are left
 * out, since a slide cannot show them legibly.
 */

export type NotesSection = { heading: string | null; points: string[] };

/** A point (a paragraph or a list item) longer than this many words is split at its sentences: one slide holds about this much. */
const LONG_PARAGRAPH_WORDS = 32;

/** Inline Markdown reduced to plain words. */
export function plainText(markdown: string): string {
  return (
    markdown
      .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/<[^>]*>/g, '')
      .replace(/`([^`]*)`/g, '$1')
      .replace(/(\*\*|__)(.+?)\1/g, '$2')
      // Emphasis by a single * or _ around words; an underscore inside a word (file_name) stays.
      .replace(/(^|[\s(])[*_]([^*_\s][^*_]*?)[*_](?=[\s).,:;!?]|$)/g, '$1$2')
      .replace(/~~(.+?)~~/g, '$1')
      .replace(/\\([\\`*_{}[\]()#+\-.!|>])/g, '$1')
      .replace(/&nbsp;/g, ' ')
      .replace(/&amp;/g, '&')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

function wordCount(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

/** Sentences grouped so that none of the groups runs far past `LONG_PARAGRAPH_WORDS`. */
function splitLongPoint(text: string): string[] {
  if (wordCount(text) <= LONG_PARAGRAPH_WORDS) return [text];
  const sentences = text.match(/[^.!?]+(?:[.!?]+(?=\s|$)|$)/g)?.map((s) => s.trim()) ?? [text];
  const groups: string[] = [];
  for (const sentence of sentences) {
    const last = groups.at(-1);
    if (last !== undefined && wordCount(last) + wordCount(sentence) <= LONG_PARAGRAPH_WORDS) groups[groups.length - 1] = `${last} ${sentence}`;
    else groups.push(sentence);
  }
  return groups.filter(Boolean);
}

/** A short bold or colon-ended line on its own ("**Key points**", "Worked example:") reads as a heading. */
function headingLike(line: string): string | null {
  const bold = /^(\*\*|__)(.+)\1:?$/.exec(line);
  const text = bold ? bold[2]! : /^[A-Z][^.!?]{0,50}:$/.test(line) ? line : null;
  if (text === null) return null;
  const plain = plainText(text).replace(/:$/, '');
  return plain && wordCount(plain) <= 8 ? plain : null;
}

/** The sections of the notes, in order; empty notes have none. */
export function outlineNotes(markdown: string | null): NotesSection[] {
  const sections: NotesSection[] = [];
  let section: NotesSection | null = null;
  /** The point being read: list items and paragraphs run over several lines until a blank line or a new item. */
  let open: { text: string } | null = null;
  let fence: string | null = null;

  const close = () => {
    if (open) {
      const text = plainText(open.text);
      if (text) {
        section ??= { heading: null, points: [] };
        if (!sections.includes(section)) sections.push(section);
        section.points.push(...splitLongPoint(text));
      }
    }
    open = null;
  };
  const startSection = (heading: string) => {
    close();
    section = { heading, points: [] };
    sections.push(section);
  };

  for (const raw of (markdown ?? '').replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    const fenceMark = /^(```|~~~)/.exec(line)?.[1];
    if (fence !== null) {
      if (fenceMark === fence) fence = null;
      continue;
    }
    if (fenceMark) {
      close();
      fence = fenceMark;
      continue;
    }
    if (line === '' || /^([-*_])(\s*\1){2,}$/.test(line)) {
      close();
      continue;
    }
    const heading = /^#{1,6}\s+(.*?)\s*#*$/.exec(line);
    if (heading) {
      const text = plainText(heading[1]!);
      if (text) startSection(text);
      continue;
    }
    const asHeading = headingLike(line);
    if (asHeading && open === null) {
      startSection(asHeading);
      continue;
    }
    // A table's rows read as "cell, cell"; its ruled line under the header says nothing.
    if (/^\|.*\|$/.test(line)) {
      close();
      if (/^\|[\s:|-]+\|$/.test(line)) continue;
      open = { text: line.slice(1, -1).split('|').map(plainText).filter(Boolean).join(', ') };
      close();
      continue;
    }
    const item = /^(?:[-*+]|\d+[.)])\s+(.*)$/.exec(line);
    if (item) {
      close();
      open = { text: item[1]! };
      continue;
    }
    const text = line.replace(/^>\s?/, '');
    if (open) open.text += ` ${text}`;
    else open = { text };
  }
  close();
  // A heading with nothing under it (a title over subheadings) would be an empty slide.
  return sections.filter((s) => s.points.length > 0);
}
