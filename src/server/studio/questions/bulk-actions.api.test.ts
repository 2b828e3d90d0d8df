import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { bulkResultSchema, questionIdsSchema, questionListSchema, questionTagsSchema } from '../../../contracts/studio-question-schemas';
import { ORIGIN, signedInAs, type Browser } from '../../testing/auth-helpers';
import { insertExamWithBank } from '../../testing/exam-factory';
import { useTestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-database';

type ErrorBody = { error: { code: string; details?: { ids?: number[] } } };

describe.each(testDatabaseKinds())('bulk actions on the question bank (%s)', (kind) => {
  const t = useTestApp(kind, { seed: false });
  const admin = async () => (await signedInAs(t.request, t.services.auth, 'admin')).browser;

  /** A paper with the sample bank (s1, m1, w1 in area one; n1, t1, j1 in area two) and its questions by ref. */
  async function bank() {
    const { subject } = await insertExamWithBank(t.db, t.services.exams);
    const rows = await t.db.selectFrom('questions').select(['id', 'ref', 'area_id', 'version']).where('subject_id', '=', subject.id).execute();
    const areas = await t.db.selectFrom('syllabus_areas').select('id').where('subject_id', '=', subject.id).orderBy('position').execute();
    const id = (ref: string) => rows.find((r) => r.ref === ref)!.id;
    return { subject, areas: areas.map((a) => a.id), id, ids: rows.map((r) => r.id) };
  }
  /** A published blueprint mock drawing `count` questions of an area. */
  async function publishedBlueprint(subjectId: number, areaId: number, count: number, title: string) {
    await t.db
      .insertInto('exams')
      .values({
        slug: `blueprint-${crypto.randomBytes(4).toString('hex')}`,
        subject_id: subjectId,
        title,
        summary: 'Drawn from the bank.',
        kind: 'mock',
        duration_minutes: 30,
        attempts_allowed: null,
        shuffle_options: 0,
        review_policy: 'after_submit',
        access: 'everyone',
        selection: 'blueprint',
        blueprint: JSON.stringify([{ areaId, difficulty: null, count }]),
        question_count: count,
        total_marks: count * 2,
        published: 1,
      })
      .execute();
  }
  const post = async (browser: Browser, action: 'active' | 'tags' | 'area', body: unknown) => browser.call(`/api/admin/studio/questions/bulk/${action}`, { method: 'POST', body });
  const result = async (res: Response) => {
    expect(res.status).toBe(200);
    return bulkResultSchema.parse(await res.json());
  };
  const state = async (ids: number[]) =>
    (await t.db.selectFrom('questions').select(['id', 'active', 'area_id', 'version']).where('id', 'in', ids).orderBy('id').execute()).map((r) => ({ ...r, active: r.active === 1 }));

  it('retires and restores the selected questions at once, leaving alone those already so, each with its version moved on and its audit entry', async () => {
    const browser = await admin();
    const { subject, id, ids } = await bank();
    const before = await state(ids);
    const retired = await result(await post(browser, 'active', { ids: [id('s1'), id('n1'), id('s1')], active: false }));
    expect(retired).toEqual({ changed: 2, unchanged: 0, refused: [] });
    expect((await state([id('s1'), id('n1')])).map((q) => [q.active, q.version])).toEqual([
      [false, before.find((b) => b.id === id('s1'))!.version + 1],
      [false, before.find((b) => b.id === id('n1'))!.version + 1],
    ]);
    expect((await t.services.exams.pool(subject.id)).map((q) => q.questionId).sort()).toEqual(ids.filter((i) => i !== id('s1') && i !== id('n1')).sort());

    const again = await result(await post(browser, 'active', { ids: [id('s1'), id('m1')], active: false }));
    expect(again).toEqual({ changed: 1, unchanged: 1, refused: [] });
    const restored = await result(await post(browser, 'active', { ids: [id('s1'), id('n1'), id('m1'), id('w1')], active: true }));
    expect(restored).toEqual({ changed: 3, unchanged: 1, refused: [] });
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'target_id'])
      .where('target_type', '=', 'question')
      .where(
        'target_id',
        'in',
        ids.map((i) => String(i)),
      )
      .orderBy('id')
      .execute();
    expect(audit.map((a) => [a.action, Number(a.target_id)])).toEqual([
      ['content.deleted', id('s1')],
      ['content.deleted', id('n1')],
      ['content.deleted', id('m1')],
      ['content.restored', id('s1')],
      ['content.restored', id('n1')],
      ['content.restored', id('m1')],
    ]);

    const missing = await post(browser, 'active', { ids: [id('s1'), 999_999], active: false });
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as ErrorBody).error).toMatchObject({ code: 'bank_question_not_found', details: { ids: [999_999] } });
    expect((await state([id('s1')]))[0]!.active).toBe(true);
    for (const body of [{ ids: [], active: false }, { ids: Array.from({ length: 501 }, (_, i) => i + 1), active: false }, { ids: [id('s1')] }]) {
      expect((await post(browser, 'active', body)).status).toBe(400);
    }
  });

  it('refuses to retire, or move, just the questions a published blueprint exam needs, saying which exam, and changes the rest', async () => {
    const browser = await admin();
    const { subject, areas, id } = await bank();
    // Area one holds s1, m1 and w1; the mock needs two of them.
    await publishedBlueprint(subject.id, areas[0]!, 2, 'Area one mock');
    const retire = await result(await post(browser, 'active', { ids: [id('s1'), id('m1'), id('w1'), id('n1')], active: false }));
    expect(retire.changed).toBe(2);
    expect(retire.refused.map((r) => [r.id, r.ref, r.code, r.exams?.map((e) => e.title)])).toEqual([
      [id('m1'), 'm1', 'blueprint_unfillable', ['Area one mock']],
      [id('w1'), 'w1', 'blueprint_unfillable', ['Area one mock']],
    ]);
    expect(retire.refused[0]!.message).toContain('Area one mock');
    expect((await state([id('s1'), id('m1'), id('w1'), id('n1')])).map((q) => [q.id, q.active])).toEqual([
      [id('s1'), false],
      [id('m1'), true],
      [id('n1'), false],
      [id('w1'), true],
    ]);

    const move = await result(await post(browser, 'area', { ids: [id('m1'), id('w1'), id('t1')], areaId: areas[1]! }));
    expect(move).toMatchObject({ changed: 0, unchanged: 1 });
    expect(move.refused.map((r) => [r.ref, r.code])).toEqual([
      ['m1', 'blueprint_unfillable'],
      ['w1', 'blueprint_unfillable'],
    ]);
    expect((await state([id('m1'), id('w1')])).map((q) => q.area_id)).toEqual([areas[0], areas[0]]);
  });

  it('moves questions to another area of their paper, refusing those of another paper', async () => {
    const browser = await admin();
    const { areas, id } = await bank();
    const other = await bank();
    const before = await state([id('s1'), id('m1')]);
    const moved = await result(await post(browser, 'area', { ids: [id('s1'), id('m1'), id('n1'), other.id('s1')], areaId: areas[1]! }));
    expect(moved).toMatchObject({ changed: 2, unchanged: 1 });
    expect(moved.refused.map((r) => [r.id, r.code])).toEqual([[other.id('s1'), 'question_area_invalid']]);
    expect((await state([id('s1'), id('m1')])).map((q) => [q.area_id, q.version])).toEqual(before.map((b) => [areas[1], b.version + 1]));
    expect((await state([other.id('s1')]))[0]!.area_id).toBe(other.areas[0]);
    const noArea = await post(browser, 'area', { ids: [id('s1')], areaId: 999_999 });
    expect([noArea.status, ((await noArea.json()) as ErrorBody).error.code]).toEqual([400, 'question_area_invalid']);
  });

  it('tags and untags questions in the bank’s spelling, lists and filters by tag, and selects every question a filter keeps', async () => {
    const browser = await admin();
    const { subject, id, ids } = await bank();
    const added = await result(await post(browser, 'tags', { ids: [id('s1'), id('m1'), id('t1')], tag: '  IAS   16 ', action: 'add' }));
    expect(added).toEqual({ changed: 3, unchanged: 0, refused: [] });
    const again = await result(await post(browser, 'tags', { ids: [id('s1'), id('n1')], tag: 'ias 16', action: 'add' }));
    expect(again).toEqual({ changed: 1, unchanged: 1, refused: [] });
    const list = async (query: string) => questionListSchema.parse(await (await browser.call(`/api/admin/studio/questions?paper=${subject.slug}${query}`)).json());
    const tagged = await list('&tag=IAS%2016');
    expect(tagged.questions.map((q) => q.id).sort()).toEqual([id('s1'), id('m1'), id('t1'), id('n1')].sort());
    expect(tagged.questions.every((q) => q.tags.length === 1 && q.tags[0] === 'IAS 16')).toBe(true);
    const tags = questionTagsSchema.parse(await (await browser.call(`/api/admin/studio/questions/tags?paper=${subject.slug}`)).json());
    expect(tags).toEqual({ tags: [{ tag: 'IAS 16', questions: 4 }] });

    const selectAll = questionIdsSchema.parse(await (await browser.call(`/api/admin/studio/questions/ids?paper=${subject.slug}&tag=ias%2016&kind=single`)).json());
    expect(selectAll).toEqual({ ids: [id('s1')], total: 1 });
    const everything = questionIdsSchema.parse(await (await browser.call(`/api/admin/studio/questions/ids?paper=${subject.slug}`)).json());
    expect(everything.ids.sort()).toEqual([...ids].sort());

    const removed = await result(await post(browser, 'tags', { ids: [id('s1'), id('w1')], tag: 'Ias 16', action: 'remove' }));
    expect(removed).toEqual({ changed: 1, unchanged: 1, refused: [] });
    expect((await list('&tag=ias%2016')).total).toBe(3);

    // A question carries at most twenty tags.
    for (let i = 1; i <= 19; i += 1) await result(await post(browser, 'tags', { ids: [id('m1')], tag: `tag ${i}`, action: 'add' }));
    const full = await result(await post(browser, 'tags', { ids: [id('m1'), id('w1')], tag: 'one more', action: 'add' }));
    expect(full.changed).toBe(1);
    expect(full.refused.map((r) => [r.ref, r.code])).toEqual([['m1', 'question_tags_limit']]);
    for (const tag of ['', 'a, b', 'a | b', 'x'.repeat(41)]) expect((await post(browser, 'tags', { ids: [id('s1')], tag, action: 'add' })).status).toBe(400);
    // Tags are not part of what the editor saves: no version moved.
    const versions = await t.db.selectFrom('questions').select('version').where('id', '=', id('t1')).executeTakeFirstOrThrow();
    expect(versions.version).toBe(1);
  });

  it('refuses a student and a visitor every bulk action, the tag list, select all and the import', async () => {
    const { id, ids } = await bank();
    const { browser: student } = await signedInAs(t.request, t.services.auth, 'student');
    const requests: [string, string, unknown][] = [
      ['POST', '/api/admin/studio/questions/bulk/active', { ids: [id('s1')], active: false }],
      ['POST', '/api/admin/studio/questions/bulk/tags', { ids: [id('s1')], tag: 'x', action: 'add' }],
      ['POST', '/api/admin/studio/questions/bulk/area', { ids: [id('s1')], areaId: 1 }],
      ['GET', '/api/admin/studio/questions/tags', undefined],
      ['GET', '/api/admin/studio/questions/ids', undefined],
    ];
    for (const [method, path, body] of requests) {
      expect((await student.call(path, { method, body })).status, path).toBe(403);
      const visitor = await t.request(path, { method, headers: { 'Content-Type': 'application/json', Origin: ORIGIN }, body: body ? JSON.stringify(body) : undefined });
      expect(visitor.status, path).toBe(401);
    }
    const upload = await student.send('/api/admin/studio/questions/import', { method: 'POST', headers: { 'Content-Type': 'text/csv' }, body: 'paper,area' });
    expect(upload.status).toBe(403);
    expect((await state([id('s1')]))[0]!.active).toBe(true);
    expect(await t.db.selectFrom('question_tags').selectAll().where('question_id', 'in', ids).execute()).toEqual([]);
  });

  it('gives one consistent result when twenty admins retire, and tag, overlapping selections at once', async () => {
    const browser = await admin();
    const { subject, areas, ids } = await bank();
    // Two of area one's three are needed: however the twenty race, exactly one of them can go.
    await publishedBlueprint(subject.id, areas[0]!, 2, 'Raced mock');
    const before = await state(ids);
    const selections = Array.from({ length: 20 }, (_, i) => (i % 2 === 0 ? ids : [...ids].reverse()).slice(0, 3 + (i % 4)));
    const retired = await Promise.all(selections.map(async (selection) => result(await post(browser, 'active', { ids: selection, active: false }))));
    const after = await state(ids);
    const nowRetired = after.filter((q) => !q.active).map((q) => q.id);
    expect(retired.reduce((sum, r) => sum + r.changed, 0)).toBe(nowRetired.length);
    // Every question retired exactly once: its version moved on by one, one audit entry.
    for (const q of after) expect(q.version).toBe(before.find((b) => b.id === q.id)!.version + (q.active ? 0 : 1));
    const audit = await t.db
      .selectFrom('audit_log')
      .select('target_id')
      .where('action', '=', 'content.deleted')
      .where(
        'target_id',
        'in',
        ids.map((i) => String(i)),
      )
      .execute();
    expect(audit.map((a) => Number(a.target_id)).sort()).toEqual([...nowRetired].sort());
    const areaOne = after.filter((q) => q.area_id === areas[0]);
    expect(areaOne.filter((q) => q.active)).toHaveLength(2);
    expect(nowRetired).toHaveLength(ids.length - 2);

    const tagged = await Promise.all(selections.map(async (selection) => result(await post(browser, 'tags', { ids: selection, tag: typedTag(selection.length), action: 'add' }))));
    const rows = await t.db.selectFrom('question_tags').select(['question_id', 'tag']).where('question_id', 'in', ids).execute();
    expect(new Set(rows.map((r) => r.tag)).size).toBe(1);
    expect(rows.map((r) => r.question_id).sort()).toEqual([...new Set(selections.flat())].sort());
    expect(tagged.reduce((sum, r) => sum + r.changed, 0)).toBe(rows.length);
  });
});

/** The same tag typed in a different case by each admin. */
function typedTag(n: number) {
  return n % 2 === 0 ? 'Mock Day' : 'mock day';
}
