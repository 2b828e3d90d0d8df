import { describe, expect, it } from 'vitest';
import type { Answer } from '../../contracts/exam-schemas';
import { signedInAs } from '../testing/auth-helpers';
import { insertExamWithBank } from '../testing/exam-factory';
import { useTestApp } from '../testing/test-app';
import { testDatabaseKinds } from '../testing/test-database';
import { AdmissionGate } from './admission';

const written = (n: number): Answer => ({ kind: 'written', text: `Going concern, draft ${n}: ${'the entity continues in operation. '.repeat(40)}` });

describe.each(testDatabaseKinds())('an overloaded server answers 503 with Retry-After (%s)', (kind) => {
  let now = Date.now();
  // One request a second assumed, five in flight at most before it refuses: the test fills the gate by hand.
  const gate = new AdmissionGate({ maxWaitMs: 1000, minInFlight: 5, floorRate: 1 }, () => now);
  const t = useTestApp(kind, { seed: false, admission: gate });

  it('refuses 20 saves at once while full, writing nothing, and takes every one of them when tried again', async () => {
    const { exam } = await insertExamWithBank(t.db, t.services.exams);
    const { browser } = await signedInAs(t.request, t.services.auth, 'student');
    const started = await browser.call(`/api/exams/${exam.slug}/attempts`, { method: 'POST' });
    const { attemptId } = (await started.json()) as { attemptId: string };

    // Five requests in flight and no finishing seen for a while: the process is as busy as it may be.
    now += 60_000;
    const held = Array.from({ length: 5 }, () => gate.admit());
    const saves = Array.from({ length: 20 }, (_, i) => ({ position: 6, answer: written(i + 1), revision: i + 1 }));
    const send = (save: (typeof saves)[number]) =>
      browser.call(`/api/attempts/${attemptId}/answers/${save.position}`, { method: 'PUT', body: { answer: save.answer, revision: save.revision, flagged: false } });

    const refused = await Promise.all(saves.map(send));
    for (const res of refused) {
      expect(res.status).toBe(503);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('server_busy');
    }
    expect(await t.db.selectFrom('exam_answers').select('revision').where('attempt_id', '=', attemptId).execute()).toEqual([]);
    // The health check is never refused, so a load balancer does not take a busy process for a dead one.
    expect((await t.request('/api/health')).status).toBe(200);

    for (const admission of held) if (admission.admitted) admission.release();
    // Tried again after Retry-After, in order, as the player's outbox does: each is taken and the newest is kept.
    for (const save of saves) expect((await send(save)).status).toBe(200);
    const kept = await t.db.selectFrom('exam_answers').select(['revision', 'answer']).where('attempt_id', '=', attemptId).execute();
    expect(kept).toEqual([{ revision: 20, answer: JSON.stringify(written(20)) }]);
    expect(gate.load()).toBe(0);
  });
});
