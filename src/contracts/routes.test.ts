import { describe, expect, it } from 'vitest';
import { findScreen, matchesPattern } from './routes';
import { SUBJECT_NAMES, subjectPath } from './subjects';

describe('route matching shared by the server and the browser', () => {
  it('matches optional trailing parameters', () => {
    expect(matchesPattern('/course-detail/:slug?', '/course-detail')).toBe(true);
    expect(matchesPattern('/course-detail/:slug?', '/course-detail/ifrs-16')).toBe(true);
    expect(matchesPattern('/course-detail/:slug?', '/course-detail/ifrs-16/more')).toBe(false);
  });

  it('ignores case and a trailing slash, as React Router does', () => {
    expect(findScreen('/CourseEnroll/')).toBe('courseEnroll');
    expect(findScreen('/about/')).toBe('about');
  });

  it('finds every subject page by its encoded name', () => {
    for (const name of SUBJECT_NAMES) expect(findScreen(subjectPath(name)), name).toBe('subject');
    expect(subjectPath('Audit & Assurance')).toBe('/Audit%20%26%20Assurance');
  });

  it('knows the home aliases, the embed and not-found, and nothing else', () => {
    expect(findScreen('/')).toBe('home');
    expect(findScreen('/online-course')).toBe('home');
    expect(findScreen('/emb')).toBe('emb');
    expect(findScreen('/404')).toBe('notFound');
    expect(findScreen('/nowhere')).toBeNull();
    expect(findScreen('/%E0%A4%A')).toBeNull();
  });
});
