import { describe, expect, it } from 'vitest';
import { answerSchema, type PlayerQuestion } from '../../src/contracts/exam-schemas';
import { SEED_BANKS } from '../../src/server/db/seed/exam-bank';
import { toVersion } from '../../src/server/db/seed/exam-bank/to-version';
import { validateAnswer } from '../../src/server/exams/validate-answer';
import { answerFor, PaperWalk } from './answers';

/** A small seeded generator, so a failure can be run again. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

const contents = SEED_BANKS.flatMap((bank) => bank.questions.map((q) => toVersion(q).content));

describe('the benchmark students’ answers', () => {
  it('fit the save schema and pass the server’s own check for every question of the seeded banks', () => {
    const random = seeded(7);
    for (const content of contents) {
      for (let i = 0; i < 5; i++) {
        const answer = answerFor(content, random, 1000 + Math.floor(random() * 2000));
        expect(answerSchema.parse(answer)).toEqual(answer);
        expect(() => validateAnswer(content, answer)).not.toThrow();
      }
    }
  });

  it('write 1 to 3 kB for a written question', () => {
    const random = seeded(11);
    for (const bytes of [1000, 2000, 3000]) {
      const answer = answerFor({ kind: 'written', workings: false }, random, bytes);
      expect(answer.kind === 'written' && Buffer.byteLength(answer.text)).toBe(bytes);
    }
  });
});

describe('PaperWalk', () => {
  const question = (position: number, content: PlayerQuestion['content']): PlayerQuestion => ({
    position,
    area: 'a',
    marks: 1,
    stem: 's',
    content,
    answer: null,
    revision: 0,
    flagged: false,
    feedback: null,
  });
  const paper = [question(1, { kind: 'number' }), question(2, { kind: 'written', workings: false }), question(3, { kind: 'single', options: [{ id: 'A', text: 'a' }] })];

  it('goes through the paper in order, stays three saves on a written answer that grows, and counts each answer’s revisions up', () => {
    const walk = new PaperWalk(paper, seeded(3));
    const saves = Array.from({ length: 10 }, () => walk.next());
    const first = saves[0]!.position;
    const order = saves.map((s) => s.position);
    const expected: number[] = [];
    for (let p = first; expected.length < 10; p = (p % 3) + 1) expected.push(...(p === 2 ? [2, 2, 2] : [p]));
    expect(order).toEqual(expected.slice(0, 10));

    const revisions = new Map<number, number[]>();
    for (const s of saves) revisions.set(s.position, [...(revisions.get(s.position) ?? []), s.body.revision]);
    for (const list of revisions.values()) expect(list).toEqual(list.map((_, i) => i + 1));

    const written = saves.filter((s) => s.position === 2).map((s) => (s.body.answer.kind === 'written' ? Buffer.byteLength(s.body.answer.text) : 0));
    for (let i = 1; i < 3; i++) expect(written[i]!).toBeGreaterThanOrEqual(written[i - 1]!);
    for (const bytes of written) expect(bytes).toBeGreaterThanOrEqual(1000);
    for (const bytes of written) expect(bytes).toBeLessThanOrEqual(3000);
  });
});
