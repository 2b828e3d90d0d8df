import { describe, expect, it } from 'vitest';
import { parseMarkdown } from '../../markdown/parse-markdown';
import { applyEdit } from './markdown-edits';

describe('the Markdown toolbar', () => {
  it('wraps the selection in bold, or inserts a placeholder left selected to type over', () => {
    expect(applyEdit('Net profit', 4, 10, 'bold')).toEqual({ text: 'Net **profit**', selectionStart: 6, selectionEnd: 12 });
    const empty = applyEdit('Net ', 4, 4, 'italic');
    expect(empty.text).toBe('Net *italic text*');
    expect(empty.text.slice(empty.selectionStart, empty.selectionEnd)).toBe('italic text');
  });

  it('turns every selected line into a list item, numbered in order', () => {
    expect(applyEdit('Cash\nBank\nStock', 0, 15, 'numbers').text).toBe('1. Cash\n2. Bank\n3. Stock');
    expect(applyEdit('Intro\nCash', 7, 7, 'bullets').text).toBe('Intro\n- Cash');
  });

  it('leaves the address of a new link selected', () => {
    const result = applyEdit('See IAS 16', 4, 10, 'link');
    expect(result.text).toBe('See [IAS 16](https://)');
    expect(result.text.slice(result.selectionStart, result.selectionEnd)).toBe('https://');
  });

  it('inserts a table and an image as blocks of their own that the site reads back', () => {
    const table = applyEdit('Figures:', 8, 8, 'table').text;
    expect(parseMarkdown(table).map((b) => b.kind)).toEqual(['paragraph', 'table']);
    const image = applyEdit('Before\n\nAfter', 7, 7, 'image');
    expect(image.text).toBe('Before\n\n![Describe the image](https://)\nAfter');
    expect(image.text.slice(image.selectionStart, image.selectionEnd)).toBe('https://');
  });
});
