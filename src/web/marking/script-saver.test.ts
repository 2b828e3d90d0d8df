import { describe, expect, it } from 'vitest';
import type { SavedScript, SaveScript } from '../../contracts/marking-schemas';
import { ApiError } from '../api/client';
import type { EntryProblem } from './marks';
import { createScriptSaver, type SaverStatus } from './script-saver';

/** A clock the test moves by hand: what is due runs when the test says so. */
function manualClock() {
  const due: { run: () => void; at: number; cancelled: boolean }[] = [];
  let time = 0;
  return {
    schedule: (run: () => void, ms: number) => {
      const entry = { run, at: time + ms, cancelled: false };
      due.push(entry);
      return () => {
        entry.cancelled = true;
      };
    },
    advance(ms: number) {
      time += ms;
      for (const entry of due.splice(0)) {
        if (entry.cancelled) continue;
        if (entry.at <= time) entry.run();
        else due.push(entry);
      }
    },
    pending: () => due.filter((e) => !e.cancelled).length,
  };
}

/** A server the test answers by hand, one request at a time. */
function server() {
  const requests: { body: SaveScript; keepalive: boolean; answer: (result: SavedScript | Error) => void }[] = [];
  return {
    requests,
    send: (body: SaveScript, { keepalive }: { keepalive: boolean }) =>
      new Promise<SavedScript>((resolve, reject) => {
        requests.push({ body, keepalive, answer: (result) => (result instanceof Error ? reject(result) : resolve(result)) });
      }),
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function setUp({ problem = null as EntryProblem | null } = {}) {
  const clock = manualClock();
  const api = server();
  const statuses: SaverStatus[] = [];
  let entryProblem = problem;
  const saver = createScriptSaver({
    revision: 3,
    entry: '',
    body: (comment, { revision, release }) => entryProblem ?? { revision, release, comment, answers: [] },
    send: api.send,
    onStatus: (s) => statuses.push(s),
    schedule: clock.schedule,
    autosaveMs: 4000,
    now: () => 1000,
  });
  return { clock, api, statuses, saver, setProblem: (p: EntryProblem | null) => (entryProblem = p) };
}

describe('saving a script’s marks', () => {
  it('saves a draft by itself a while after the last change, from the revision the last save answered', async () => {
    const { clock, api, statuses, saver } = setUp();
    saver.edited('first');
    clock.advance(3000);
    saver.edited('second');
    clock.advance(3000);
    expect(api.requests).toHaveLength(0);
    clock.advance(1000);
    await settle();
    expect(api.requests.map((r) => [r.body.revision, r.body.release, r.body.comment])).toEqual([[3, false, 'second']]);
    api.requests[0]!.answer({ revision: 4, state: 'draft' });
    await settle();
    expect(statuses.at(-1)).toEqual({ kind: 'saved', at: 1000 });
    expect(saver.dirty).toBe(false);

    saver.edited('edited');
    clock.advance(4000);
    await settle();
    expect(api.requests[1]!.body.revision).toBe(4);
  });

  it('never has two saves in flight: a change made while one is on its way is saved after it, from its new revision', async () => {
    const { clock, api, statuses, saver } = setUp();
    saver.edited('edited');
    const first = saver.saveDraft();
    saver.edited('edited');
    const release = saver.release();
    await settle();
    expect(api.requests).toHaveLength(1);
    api.requests[0]!.answer({ revision: 4, state: 'draft' });
    expect(await first).toEqual({ kind: 'saved' });
    await settle();
    expect(api.requests.map((r) => [r.body.revision, r.body.release])).toEqual([
      [3, false],
      [4, true],
    ]);
    api.requests[1]!.answer({ revision: 5, state: 'released' });
    expect(await release).toEqual({ kind: 'released' });
    expect(statuses.at(-1)).toEqual({ kind: 'released' });
    // Released: nothing more is sent, whatever happens on the screen.
    saver.edited('edited');
    clock.advance(10_000);
    expect(await saver.saveDraft()).toEqual({ kind: 'released' });
    expect(api.requests).toHaveLength(2);
  });

  it('stops at a stale save, keeps the changes as unsaved, and goes on from the newest revision once the marker has chosen', async () => {
    const { clock, api, statuses, saver } = setUp();
    saver.edited('edited');
    const refused = saver.saveDraft();
    await settle();
    api.requests[0]!.answer(new ApiError(409, 'script_changed', 'Someone saved this script after you opened it.'));
    expect(await refused).toEqual({ kind: 'stale' });
    expect(statuses.at(-1)).toEqual({ kind: 'stale' });
    expect(saver.dirty).toBe(true);
    // No autosave sends the marker's copy over the other save, however long they take.
    saver.edited('edited');
    clock.advance(60_000);
    expect(await saver.saveDraft()).toEqual({ kind: 'stale' });
    expect(api.requests).toHaveLength(1);

    saver.rebase(7, { entry: 'merged', changed: true });
    expect(statuses.at(-1)).toEqual({ kind: 'unsaved' });
    const kept = saver.saveDraft();
    await settle();
    expect(api.requests[1]!.body).toMatchObject({ revision: 7, comment: 'merged' });
    api.requests[1]!.answer({ revision: 8, state: 'draft' });
    expect(await kept).toEqual({ kind: 'saved' });
  });

  it('says so when another marker released the script first', async () => {
    const { api, statuses, saver } = setUp();
    saver.edited('edited');
    const refused = saver.release();
    await settle();
    api.requests[0]!.answer(new ApiError(409, 'script_released', 'This script has been released.'));
    expect(await refused).toEqual({ kind: 'released-elsewhere' });
    expect(statuses.at(-1)).toEqual({ kind: 'released-elsewhere' });
  });

  it('tries a draft again after a lost connection, but leaves a refusal to the marker', async () => {
    const { clock, api, statuses, saver } = setUp();
    saver.edited('edited');
    clock.advance(4000);
    await settle();
    api.requests[0]!.answer(new TypeError('Failed to fetch'));
    await settle();
    expect(statuses.at(-1)).toEqual({ kind: 'failed', message: 'We could not reach Hisab. Check your connection and try again.' });
    clock.advance(15_000);
    await settle();
    expect(api.requests).toHaveLength(2);
    api.requests[1]!.answer(new ApiError(400, 'mark_out_of_range', 'Each point earns between 0 and its marks.'));
    await settle();
    expect(statuses.at(-1)).toEqual({ kind: 'failed', message: 'Each point earns between 0 and its marks.' });
    expect(clock.pending()).toBe(0);
  });

  it('does not send a mark it cannot read, saying why only when the marker asked to save', async () => {
    const { clock, api, statuses, saver, setProblem } = setUp();
    setProblem({ position: 6, pointId: 'p2', message: 'Question 6: Use half marks: 0 to 2 in half marks.' });
    saver.edited('edited');
    clock.advance(4000);
    await settle();
    expect(api.requests).toHaveLength(0);
    expect(statuses.at(-1)).toEqual({ kind: 'unsaved' });
    const outcome = await saver.saveDraft();
    expect(outcome.kind).toBe('problem');
    expect(statuses.at(-1)).toEqual({ kind: 'failed', message: 'Question 6: Use half marks: 0 to 2 in half marks.' });
  });

  it('sends what is unsaved when the marker leaves, in a request that outlives the page, and nothing when all is saved', async () => {
    const { api, saver } = setUp();
    saver.leave();
    expect(api.requests).toHaveLength(0);
    const second = setUp();
    second.saver.edited('edited');
    second.saver.leave();
    expect(second.api.requests.map((r) => r.keepalive)).toEqual([true]);
  });

  it('saves nothing on Save draft when nothing changed since the last save', async () => {
    const { api, saver } = setUp();
    expect(await saver.saveDraft()).toEqual({ kind: 'unchanged' });
    expect(api.requests).toHaveLength(0);
  });
});
