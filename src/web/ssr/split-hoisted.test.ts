import { describe, expect, it } from 'vitest';
import { splitHoisted } from './render-page';

describe('splitHoisted', () => {
  it('moves image preloads to the head, keeps the title text and drops the meta tags the server writes itself', () => {
    const markup =
      '<link rel="preload" as="image" href="/a.svg"/><title>Courses | Hisab</title><meta name="description" content="x"/>' +
      '<link rel="canonical" href="http://h/courses"/><a href="#main">Skip</a><title>not hoisted</title>';
    expect(splitHoisted(markup)).toEqual({
      head: '<link rel="preload" as="image" href="/a.svg"/>',
      body: '<a href="#main">Skip</a><title>not hoisted</title>',
      title: 'Courses | Hisab',
    });
  });

  it('leaves markup without hoisted tags alone', () => {
    expect(splitHoisted('<div>x</div>')).toEqual({ head: '', body: '<div>x</div>', title: null });
  });
});
