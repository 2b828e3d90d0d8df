/**
 * A small Markdown reader for the catalogue's own texts (course
 * descriptions, posts, mentor bios, content pages). It turns the text into
 * plain data that the Markdown component renders as React elements, never
 * as HTML, so no text can inject markup. It reads what the content uses:
 * headings, paragraphs, bullet and numbered lists, block quotes, tables,
 * bold, italics, inline code, links and images.
 */

export type Inline =
  | { kind: 'text'; text: string }
  | { kind: 'strong'; children: Inline[] }
  | { kind: 'em'; children: Inline[] }
  | { kind: 'code'; text: string }
  | { kind: 'link'; href: string; children: Inline[] }
  | { kind: 'image'; src: string; alt: string };

export type Block =
  | { kind: 'heading'; level: 2 | 3 | 4; children: Inline[] }
  | { kind: 'paragraph'; children: Inline[] }
  | { kind: 'list'; ordered: boolean; items: Inline[][] }
  | { kind: 'quote'; children: Inline[] }
  | { kind: 'table'; head: Inline[][]; rows: Inline[][][] };

const HEADING = /^(#{1,4})\s+(.*)$/;
const BULLET = /^\s*[-*]\s+(.*)$/;
const NUMBERED = /^\s*\d+[.)]\s+(.*)$/;
const QUOTE = /^>\s?(.*)$/;
const TABLE_ROW = /^\s*\|.*\|\s*$/;
const TABLE_RULE = /^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$/;

function cells(row: string): string[] {
  return row
    .trim()
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split('|')
    .map((c) => c.trim());
}

/**
 * What a browser ignores in an address (the WHATWG URL parser): spaces and
 * control characters at either end, tabs and line breaks anywhere.
 */
function stripIgnored(address: string): string {
  // eslint-disable-next-line no-control-regex -- the URL parser's own rules name these characters
  return address.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '').replace(/[\t\n\r]/g, '');
}

/**
 * Where an address goes, judged as a browser on an https page reads it:
 * a backslash is a slash there, so `/\evil.example`, `\\evil.example` and
 * `/<tab>\evil.example` are all `//evil.example`, another site.
 */
function goesTo(address: string): 'site' | 'https' | 'mailto' | null {
  const read = address.replace(/\\/g, '/');
  if (/^\/(?!\/)/.test(read) || read.startsWith('#')) return 'site';
  if (/^https:\/\//i.test(read)) return 'https';
  if (/^mailto:/i.test(read)) return 'mailto';
  return null;
}

/** Links may only go to this site or to https pages elsewhere. */
export function safeHref(href: string): string | null {
  const address = stripIgnored(href);
  return goesTo(address) ? address : null;
}

/** Images may only come from this site or from https addresses. */
export function safeImageSrc(src: string): string | null {
  const address = stripIgnored(src);
  const to = goesTo(address);
  return to === 'site' || to === 'https' ? address : null;
}

export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  let plain = '';
  const flush = () => {
    if (plain) out.push({ kind: 'text', text: plain });
    plain = '';
  };
  let i = 0;
  while (i < text.length) {
    const rest = text.slice(i);
    const code = /^`([^`]+)`/.exec(rest);
    const strong = /^\*\*(.+?)\*\*/.exec(rest) ?? /^__(.+?)__/.exec(rest);
    const em = /^\*([^*\s](?:[^*]*[^*\s])?)\*/.exec(rest) ?? /^_([^_\s](?:[^_]*[^_\s])?)_(?![A-Za-z0-9])/.exec(rest);
    const link = /^\[([^\]]+)\]\(([^)\s]+)\)/.exec(rest);
    const image = /^!\[([^\]]*)\]\(([^)\s]+)\)/.exec(rest);
    if (image) {
      flush();
      const src = safeImageSrc(image[2]!);
      // An image from anywhere else is dropped; its description stays as text.
      if (src) out.push({ kind: 'image', src, alt: image[1]! });
      else if (image[1]) out.push({ kind: 'text', text: image[1] });
      i += image[0].length;
    } else if (code) {
      flush();
      out.push({ kind: 'code', text: code[1]! });
      i += code[0].length;
    } else if (strong) {
      flush();
      out.push({ kind: 'strong', children: parseInline(strong[1]!) });
      i += strong[0].length;
    } else if (em && (i === 0 || !/[A-Za-z0-9]/.test(text[i - 1]!))) {
      flush();
      out.push({ kind: 'em', children: parseInline(em[1]!) });
      i += em[0].length;
    } else if (link) {
      flush();
      const href = safeHref(link[2]!);
      if (href) out.push({ kind: 'link', href, children: parseInline(link[1]!) });
      else out.push(...parseInline(link[1]!));
      i += link[0].length;
    } else {
      plain += text[i];
      i += 1;
    }
  }
  flush();
  return out;
}

export function parseMarkdown(source: string): Block[] {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const blocks: Block[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i]!;
    if (line.trim() === '') {
      i += 1;
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      // The page title is the only h1, so Markdown headings start at h2.
      const level = Math.min(4, Math.max(2, heading[1]!.length)) as 2 | 3 | 4;
      blocks.push({ kind: 'heading', level, children: parseInline(heading[2]!.trim()) });
      i += 1;
      continue;
    }
    if (TABLE_ROW.test(line) && i + 1 < lines.length && TABLE_RULE.test(lines[i + 1]!)) {
      const head = cells(line).map(parseInline);
      const rows: Inline[][][] = [];
      i += 2;
      while (i < lines.length && TABLE_ROW.test(lines[i]!)) {
        rows.push(cells(lines[i]!).map(parseInline));
        i += 1;
      }
      blocks.push({ kind: 'table', head, rows });
      continue;
    }
    const listPattern = BULLET.test(line) ? BULLET : NUMBERED.test(line) ? NUMBERED : null;
    if (listPattern) {
      const items: Inline[][] = [];
      const texts: string[] = [];
      while (i < lines.length && lines[i]!.trim() !== '') {
        const item = listPattern.exec(lines[i]!);
        if (item) texts.push(item[1]!);
        else if (texts.length > 0 && /^\s+\S/.test(lines[i]!)) texts[texts.length - 1] += ` ${lines[i]!.trim()}`;
        else break;
        i += 1;
      }
      for (const text of texts) items.push(parseInline(text));
      blocks.push({ kind: 'list', ordered: listPattern === NUMBERED, items });
      continue;
    }
    if (QUOTE.test(line)) {
      const parts: string[] = [];
      while (i < lines.length && QUOTE.test(lines[i]!)) {
        parts.push(QUOTE.exec(lines[i]!)![1]!);
        i += 1;
      }
      blocks.push({ kind: 'quote', children: parseInline(parts.join(' ').trim()) });
      continue;
    }
    const parts: string[] = [];
    while (
      i < lines.length &&
      lines[i]!.trim() !== '' &&
      !HEADING.test(lines[i]!) &&
      !BULLET.test(lines[i]!) &&
      !NUMBERED.test(lines[i]!) &&
      !QUOTE.test(lines[i]!) &&
      !(TABLE_ROW.test(lines[i]!) && TABLE_RULE.test(lines[i + 1] ?? ''))
    ) {
      parts.push(lines[i]!.trim());
      i += 1;
    }
    blocks.push({ kind: 'paragraph', children: parseInline(parts.join(' ')) });
  }
  return blocks;
}

/** The text without markup, e.g. for a meta description. */
export function plainText(inlines: Inline[]): string {
  return inlines.map((n) => (n.kind === 'text' || n.kind === 'code' ? n.text : n.kind === 'image' ? n.alt : plainText(n.children))).join('');
}

function blockText(block: Block): string {
  switch (block.kind) {
    case 'list':
      return block.items.map(plainText).join('; ');
    case 'table':
      return [block.head, ...block.rows].map((row) => row.map(plainText).filter(Boolean).join(' ')).join('; ');
    default:
      return plainText(block.children);
  }
}

/** A Markdown text as one plain line of at most `max` characters, cut at a word with "…": for lists of items. */
export function excerpt(markdown: string, max: number): string {
  const text = parseMarkdown(markdown).map(blockText).join(' ').replace(/\s+/g, ' ').trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  // The last word is whole when a space follows it; otherwise drop the broken one (unless that loses too much).
  const space = text[max - 1] === ' ' ? cut.length : cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,;:.]+$/, '')}…`;
}
