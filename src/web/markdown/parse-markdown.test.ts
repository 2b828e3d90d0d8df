import { describe, expect, it } from 'vitest';
import { excerpt, parseInline, parseMarkdown, plainText, safeHref, safeImageSrc } from './parse-markdown';

describe('parseMarkdown', () => {
  it('reads headings, paragraphs joined across lines, and both list kinds', () => {
    const blocks = parseMarkdown('## Plan\n\nRead the\nrequirements first.\n\n- one\n- two\n\n1. first\n2. second');
    expect(blocks.map((b) => b.kind)).toEqual(['heading', 'paragraph', 'list', 'list']);
    expect(blocks[0]).toMatchObject({ level: 2 });
    expect(plainText((blocks[1] as Extract<(typeof blocks)[number], { kind: 'paragraph' }>).children)).toBe('Read the requirements first.');
    expect(blocks[2]).toMatchObject({ ordered: false, items: [[{ text: 'one' }], [{ text: 'two' }]] });
    expect(blocks[3]).toMatchObject({ ordered: true });
  });

  it('reads a table with its header row and body rows', () => {
    const [table] = parseMarkdown('| Q | Marks |\n|---|---|\n| 1 | 40 |\n| **Total** | **100** |');
    expect(table).toMatchObject({ kind: 'table', head: [[{ text: 'Q' }], [{ text: 'Marks' }]] });
    expect((table as { rows: unknown[] }).rows).toHaveLength(2);
  });

  it('never makes an h1: the page title is the only one', () => {
    expect(parseMarkdown('# Title')[0]).toMatchObject({ kind: 'heading', level: 2 });
  });
});

describe('parseInline', () => {
  it('reads bold, italics, code and links', () => {
    expect(parseInline('a **b** *c* `d` [e](/courses)')).toEqual([
      { kind: 'text', text: 'a ' },
      { kind: 'strong', children: [{ kind: 'text', text: 'b' }] },
      { kind: 'text', text: ' ' },
      { kind: 'em', children: [{ kind: 'text', text: 'c' }] },
      { kind: 'text', text: ' ' },
      { kind: 'code', text: 'd' },
      { kind: 'text', text: ' ' },
      { kind: 'link', href: '/courses', children: [{ kind: 'text', text: 'e' }] },
    ]);
  });

  it('keeps the text of a link to an unsafe address but drops the link', () => {
    expect(parseInline('[click](javascript:alert(1))')).toEqual([
      { kind: 'text', text: 'click' },
      { kind: 'text', text: ')' },
    ]);
    expect(safeHref('//evil.example')).toBeNull();
    expect(safeHref('https://icab.org.bd')).toBe('https://icab.org.bd');
  });

  it('reads backslashes, tabs and line breaks as a browser does, so no spelling of another host passes as a path on this site', () => {
    const site = 'https://hisab.example';
    const otherHosts = ['/\\evil.example', '\\\\evil.example', '\\/evil.example', '/\t/evil.example', '/\n\\evil.example', ' //evil.example', '\u0000/\\evil.example/a.png', '/\\/evil.example'];
    for (const address of otherHosts) {
      // The WHATWG URL parser (Node's and the browser's) confirms each one leaves the site.
      expect(new URL(address, site).origin, JSON.stringify(address)).toBe('https://evil.example');
      expect(safeHref(address), JSON.stringify(address)).toBeNull();
      expect(safeImageSrc(address), JSON.stringify(address)).toBeNull();
    }
    expect(parseInline('[home](/\\evil.example)')).toEqual([{ kind: 'text', text: 'home' }]);
    expect(parseInline('![logo](/\\evil.example/pixel.png)')).toEqual([{ kind: 'text', text: 'logo' }]);
    // Encoded backslashes and slashes stay inside the path: the browser does not decode them there.
    for (const address of ['/%5Cevil.example', '/%2F%2Fevil.example', '/courses\\tax', '/blog?q=a\\b']) {
      expect(new URL(address, site).origin, address).toBe(site);
      expect(safeHref(address), address).toBe(address);
    }
    expect(safeHref('/\tcourses')).toBe('/courses');
    expect(safeHref('https:\\\\icab.org.bd')).toBe('https:\\\\icab.org.bd');
  });

  it('leaves underscores inside words alone', () => {
    expect(plainText(parseInline('snake_case_name'))).toBe('snake_case_name');
  });
});

describe('images', () => {
  it('reads an image from this site or an https address, with its description', () => {
    expect(parseInline('See ![Depreciation schedule](/media/abc.webp) here')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'image', src: '/media/abc.webp', alt: 'Depreciation schedule' },
      { kind: 'text', text: ' here' },
    ]);
    expect(parseInline('![](https://example.com/a.png)')).toEqual([{ kind: 'image', src: 'https://example.com/a.png', alt: '' }]);
  });

  it('drops an image from any other scheme, keeping its description as text', () => {
    expect(parseInline('![chart](javascript:alert(1))')).toEqual([
      { kind: 'text', text: 'chart' },
      { kind: 'text', text: ')' },
    ]);
    expect(parseInline('![chart](http://insecure.example/a.png)')).toEqual([{ kind: 'text', text: 'chart' }]);
  });
});

describe('excerpt', () => {
  it('gives one plain line without markup, tables read row by row', () => {
    expect(excerpt('Karim sells for Tk 80,500, a price that **includes** VAT.', 100)).toBe('Karim sells for Tk 80,500, a price that includes VAT.');
    expect(excerpt('Trial balance:\n\n| Item | Tk |\n|---|---|\n| Revenue | 4,850,000 |\n\nFind the profit.', 100)).toBe('Trial balance: Item Tk; Revenue 4,850,000 Find the profit.');
  });

  it('cuts at a word and marks the cut', () => {
    const cut = excerpt('Rahman Traders buys goods for resale on credit from Padma Suppliers for Tk 85,000.', 40);
    expect(cut).toBe('Rahman Traders buys goods for resale on…');
    expect(cut.length).toBeLessThanOrEqual(40);
  });
});
