import { describe, expect, it } from 'vitest';
import { SUBJECT_LEVELS, SUBJECT_NAMES, subjectPath } from '../../contracts/subjects';
import { subjectListSchema, subjectSchema } from '../../contracts/subject-schemas';
import { insertSubject } from '../testing/factories';
import { useTestApp } from '../testing/test-app';
import { testDatabaseKinds } from '../testing/test-database';

describe.each(testDatabaseKinds())('subjects API on %s', (kind) => {
  const t = useTestApp(kind);

  it('lists the twelve papers in curriculum order with their levels and exam facts', async () => {
    const res = await t.request('/api/subjects');
    expect(res.status).toBe(200);
    const body = subjectListSchema.parse(await res.json());
    expect(body.subjects.map((s) => s.name)).toEqual([...SUBJECT_NAMES]);
    for (const subject of body.subjects) {
      expect(subject.level).toBe(SUBJECT_LEVELS[subject.name as keyof typeof SUBJECT_LEVELS]);
      expect(subject.marks).toBe(100);
      expect(subject.description.length).toBeGreaterThan(100);
      expect(subject.syllabusAreas.length).toBeGreaterThanOrEqual(3);
      expect(subject.syllabusAreas.map((a) => a.position)).toEqual(subject.syllabusAreas.map((_, i) => i + 1));
      expect(subject.syllabusAreas.reduce((sum, a) => sum + (a.weightingPercent ?? 0), 0)).toBe(100);
    }
    const byName = Object.fromEntries(body.subjects.map((s) => [s.name, s]));
    expect(byName['Principles of Taxation']?.durationMinutes).toBe(180);
    expect(byName['Accounting']?.durationMinutes).toBe(120);
    expect(byName['Corporate Reporting']?.durationMinutes).toBe(210);
  });

  it('returns one paper by the name in its page path', async () => {
    const res = await t.request(`/api/subjects${subjectPath('Audit & Assurance')}`);
    expect(res.status).toBe(200);
    const subject = subjectSchema.parse(await res.json());
    expect(subject).toMatchObject({ name: 'Audit & Assurance', slug: 'audit-assurance', level: 'professional', durationMinutes: 180 });
    expect(subject.syllabusAreas[0]?.name).toBe('Legal and professional ethical issues');
  });

  it('finds a name with a comma and an ampersand, and a slug', async () => {
    const byName = await t.request(`/api/subjects${subjectPath('Business, Technology & Finance')}`);
    expect(byName.status).toBe(200);
    const bySlug = await t.request('/api/subjects/business-technology-finance');
    expect(await bySlug.json()).toEqual(await byName.json());
  });

  it('answers 404 with a stable code for an unknown name', async () => {
    const res = await t.request('/api/subjects/Astrology');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: 'subject_not_found', message: expect.any(String) } });
  });

  it('keeps each paper’s own syllabus areas apart and in order', async () => {
    const paper = await insertSubject(t.db, { name: 'Ordering Test', position: 99 }, [
      { name: 'First', summary: 'a', weighting_percent: null },
      { name: 'Second', summary: 'b', weighting_percent: null },
    ]);
    // As every catalogue write does, so the cached list is dropped.
    await t.services.catalogueCache.invalidate();
    const res = await t.request(`/api/subjects/${paper.slug}`);
    const subject = subjectSchema.parse(await res.json());
    expect(subject.syllabusAreas).toEqual([
      { position: 1, name: 'First', summary: 'a', weightingPercent: null },
      { position: 2, name: 'Second', summary: 'b', weightingPercent: null },
    ]);
    const list = subjectListSchema.parse(await (await t.request('/api/subjects')).json());
    expect(list.subjects.at(-1)?.name).toBe('Ordering Test');
  });
});
