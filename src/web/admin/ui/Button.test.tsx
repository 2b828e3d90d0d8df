import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Button } from './Button';

const markup = (element: ReactElement) => renderToStaticMarkup(element);

describe('Button', () => {
  it('says it is busy with aria-disabled and a spinner, never the disabled attribute, so it keeps the focus', () => {
    const html = markup(
      <Button type="submit" variant="primary" busy busyLabel="Saving…">
        Save settings
      </Button>,
    );
    expect(html).toContain('aria-disabled="true"');
    expect(html).not.toMatch(/\sdisabled(=|\s|>)/);
    expect(html).toContain('type="submit"');
    expect(html).toContain('animate-spin');
    expect(html).toContain('Saving…');
    expect(html).not.toContain('Save settings');
  });

  it('keeps its label beside the spinner when no busy label is given', () => {
    expect(markup(<Button busy>Approve</Button>)).toContain('Approve');
  });

  it('is unavailable the same way', () => {
    const html = markup(<Button disabled>Next</Button>);
    expect(html).toContain('aria-disabled="true"');
    expect(html).not.toMatch(/\sdisabled(=|\s|>)/);
  });

  it('is an ordinary button otherwise', () => {
    const html = markup(<Button>Cancel</Button>);
    expect(html).not.toContain('aria-disabled');
    expect(html).toContain('type="button"');
  });
});
