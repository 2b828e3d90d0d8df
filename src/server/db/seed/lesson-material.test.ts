import { describe, expect, it } from 'vitest';
import { lessonMaterial, pdfLines } from './lesson-material';
import type { PdfDocument } from './lesson-material-types';
import { PDF_LESSONS } from './lesson-material-pdf';
import { TEXT_LESSONS } from './lesson-material-text';
import { VIDEO_NOTES } from './lesson-material-video';
import { COURSE_SEEDS } from './seed-courses';

const lessons = COURSE_SEEDS.flatMap((course) => course.sections.flatMap((s) => s.lessons.map((lesson) => ({ course, lesson }))));
const words = (text: string) => text.split(/\s+/).filter((w) => /[A-Za-z0-9]/.test(w)).length;
describe('pdfLines', () => {
  const doc = (text: string): PdfDocument => ({ title: 't', fileName: 't.pdf', description: 'd', text });

  it('joins the lines that continue a sentence running past the page width, and keeps items and labels on their own lines', () => {
    const long = 'Meghna Builders Ltd signs a fixed-price contract on 1 July 2025 to build a warehouse for';
    expect(
      pdfLines(
        doc(`
HEADING
${long} today
Tk 50 crore. Costs are Tk 40 crore.
- A bullet that is short
  and continues under itself
Year to 30 June 2026:
- Next item
`),
      ),
    ).toEqual(['HEADING', `${long} today Tk 50 crore. Costs are Tk 40 crore.`, '- A bullet that is short and continues under itself', 'Year to 30 June 2026:', '- Next item']);
  });

  it('keeps a layout of short lines as it is', () => {
    expect(pdfLines(doc('Debits: 533,000\nCredits: 533,000\n\nCHECKS'))).toEqual(['Debits: 533,000', 'Credits: 533,000', '', 'CHECKS']);
  });
});

describe('lesson material of the demo catalogue', () => {
  it.each(lessons.filter((l) => l.lesson.kind === 'text').map((l) => [`${l.course.slug} / ${l.lesson.title}`, l] as const))('text lesson %s has a lesson body', (_, { course, lesson }) => {
    const material = lessonMaterial(course.slug, lesson);
    expect(material, 'no text for this lesson title').not.toBeNull();
    expect(words(material!.body)).toBeGreaterThanOrEqual(200);
    expect(words(material!.body)).toBeLessThanOrEqual(500);
    const lines = material!.body.split('\n');
    // Headings from h2 down (the page title is the h1), and no tables: lessons stay readable on a phone.
    expect(lines.some((line) => /^#{2,4} \S/.test(line))).toBe(true);
    expect(lines.filter((line) => /^# |^\s*\||^<|^```/.test(line))).toEqual([]);
  });

  it.each(lessons.filter((l) => l.lesson.kind === 'pdf').map((l) => [`${l.course.slug} / ${l.lesson.title}`, l] as const))('PDF lesson %s has a file and a description', (_, { course, lesson }) => {
    const material = lessonMaterial(course.slug, lesson);
    expect(material, 'no document for this lesson title').not.toBeNull();
    const doc = PDF_LESSONS[course.slug]![lesson.title]!;
    expect(material!.fileName).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*\.pdf$/);
    expect(new TextDecoder().decode(material!.fileContent!.slice(0, 8))).toBe('%PDF-1.4');
    expect(doc.title.length).toBeLessThanOrEqual(48);
    expect(material!.body.length).toBeGreaterThan(40);
    const lines = pdfLines(doc);
    expect(words(lines.join(' '))).toBeGreaterThanOrEqual(250);
    expect(words(lines.join(' '))).toBeLessThanOrEqual(600);
    // A study document, not a book: one or two pages.
    expect(new TextDecoder().decode(material!.fileContent!)).toMatch(/\/Count [12] >>/);
    // The PDF fonts print ASCII only: anything else would silently vanish from the page.
    expect(lines.join('\n')).toMatch(/^[\x20-\x7e\n]*$/);
  });

  it('keeps no material for a lesson that does not exist, so a renamed lesson shows up here', () => {
    const known = new Set(lessons.map(({ course, lesson }) => `${course.slug}\n${lesson.kind}\n${lesson.title}`));
    const keys = [
      ...Object.entries(TEXT_LESSONS).flatMap(([slug, byTitle]) => Object.keys(byTitle).map((title) => `${slug}\ntext\n${title}`)),
      ...Object.entries(PDF_LESSONS).flatMap(([slug, byTitle]) => Object.keys(byTitle).map((title) => `${slug}\npdf\n${title}`)),
      ...Object.entries(VIDEO_NOTES).flatMap(([slug, byTitle]) => Object.keys(byTitle).map((title) => `${slug}\nvideo\n${title}`)),
    ];
    expect(keys.filter((key) => !known.has(key))).toEqual([]);
    const fileNames = Object.values(PDF_LESSONS).flatMap((byTitle) => Object.values(byTitle).map((d) => d.fileName));
    expect(new Set(fileNames).size).toBe(fileNames.length);
  });

  it('gives every video lesson of a course with lesson notes its own notes', () => {
    for (const { course, lesson } of lessons.filter((l) => VIDEO_NOTES[l.course.slug] !== undefined && l.lesson.kind === 'video')) {
      const notes = VIDEO_NOTES[course.slug]?.[lesson.title];
      expect(notes, `${course.slug} / ${lesson.title}`).toBeDefined();
      expect(notes!.length).toBeGreaterThanOrEqual(3);
      expect(notes!.length).toBeLessThanOrEqual(6);
    }
  });

  it('has notes for the video lessons of every course, the featured ones first of all', () => {
    const featured = COURSE_SEEDS.filter((c) => c.featured && c.status !== 'draft');
    expect(featured.length).toBeGreaterThan(0);
    for (const course of COURSE_SEEDS) expect(VIDEO_NOTES[course.slug], course.slug).toBeDefined();
  });
});
