export type MarkdownEdit = 'heading' | 'bold' | 'italic' | 'bullets' | 'numbers' | 'link' | 'table' | 'image';

export type EditResult = { text: string; selectionStart: number; selectionEnd: number };

const TABLE = '| Item | Tk |\n| --- | --- |\n| Revenue | 1,200,000 |\n| Cost of sales | (800,000) |\n';

/** The start of the line holding `index`. */
const lineStart = (text: string, index: number) => text.lastIndexOf('\n', index - 1) + 1;

/** Text that must start on a line of its own gets a blank line before it (and after) when it has neighbours. */
function asBlock(text: string, start: number, end: number, block: string): EditResult {
  const before = text.slice(0, start);
  const after = text.slice(end);
  const lead = before === '' || before.endsWith('\n\n') ? '' : before.endsWith('\n') ? '\n' : '\n\n';
  const trail = after === '' || after.startsWith('\n') ? '' : '\n';
  const inserted = `${lead}${block}${trail}`;
  const at = start + lead.length + block.length;
  return { text: before + inserted + after, selectionStart: at, selectionEnd: at };
}

/** Wraps the selection (or a placeholder, left selected for typing over). */
function wrap(text: string, start: number, end: number, mark: string, placeholder: string): EditResult {
  const inner = text.slice(start, end) || placeholder;
  const next = `${text.slice(0, start)}${mark}${inner}${mark}${text.slice(end)}`;
  return { text: next, selectionStart: start + mark.length, selectionEnd: start + mark.length + inner.length };
}

/** Puts `prefix` (or a numbered prefix) before every line the selection touches. */
function prefixLines(text: string, start: number, end: number, prefix: (n: number) => string): EditResult {
  const from = lineStart(text, start);
  const lines = text.slice(from, end).split('\n');
  const changed = lines.map((line, i) => `${prefix(i + 1)}${line}`).join('\n');
  const next = text.slice(0, from) + changed + text.slice(end);
  const at = from + changed.length;
  return { text: next, selectionStart: at, selectionEnd: at };
}

/**
 * What a toolbar button does to the text: pure, so it is tested without a
 * browser. The answer says where the cursor (or the part to type over) goes.
 */
export function applyEdit(text: string, start: number, end: number, edit: MarkdownEdit): EditResult {
  const selected = text.slice(start, end);
  switch (edit) {
    case 'bold':
      return wrap(text, start, end, '**', 'bold text');
    case 'italic':
      return wrap(text, start, end, '*', 'italic text');
    case 'heading':
      return prefixLines(text, start, end, () => '## ');
    case 'bullets':
      return prefixLines(text, start, end, () => '- ');
    case 'numbers':
      return prefixLines(text, start, end, (n) => `${n}. `);
    case 'link': {
      const label = selected || 'link text';
      const next = `${text.slice(0, start)}[${label}](https://)${text.slice(end)}`;
      const address = start + label.length + 3;
      return { text: next, selectionStart: address, selectionEnd: address + 'https://'.length };
    }
    case 'image': {
      const result = asBlock(text, start, end, `![${selected || 'Describe the image'}](https://)`);
      const address = result.selectionStart - 'https://)'.length;
      return { ...result, selectionStart: address, selectionEnd: address + 'https://'.length };
    }
    case 'table':
      return asBlock(text, start, end, TABLE.trimEnd());
  }
}
