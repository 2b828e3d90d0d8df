/**
 * How often each option of a choice question was picked, by the top, middle
 * and bottom thirds of the attempts ranked by total: a distractor nobody
 * picks does no work, and one the top third picks more than the bottom
 * third usually means a key or wording problem. Attempts tied on a total
 * at a third's edge are split by their order in the input (the attempts'
 * ids), so the thirds always hold ⌊S/3⌋ attempts each.
 */

/** `versionId`, the version given, lets a caller count the picks by version instead (`byVersion`). */
export type ChoicePick = { questionId: number; versionId?: number; choices: readonly string[] };
export type AttemptPicks = { total: number; picks: readonly ChoicePick[] };

export type OptionCounts = { top: number; middle: number; bottom: number; all: number };
export type QuestionPicks = {
  questionId: number;
  /** Attempts in each third that had this question (a drawn paper does not give it to everyone). */
  shown: OptionCounts;
  /** Per option id, the attempts that picked it; options nobody picked are not here. */
  options: Record<string, OptionCounts>;
};

type Third = 'top' | 'middle' | 'bottom';

const zero = (): OptionCounts => ({ top: 0, middle: 0, bottom: 0, all: 0 });

export function optionPicks(attempts: readonly AttemptPicks[]): QuestionPicks[] {
  const ranked = attempts.map((attempt, order) => ({ attempt, order })).sort((a, b) => a.attempt.total - b.attempt.total || a.order - b.order);
  const third = Math.floor(attempts.length / 3);
  const byQuestion = new Map<number, QuestionPicks>();
  ranked.forEach(({ attempt }, rank) => {
    const band: Third = rank < third ? 'bottom' : rank >= ranked.length - third ? 'top' : 'middle';
    for (const pick of attempt.picks) {
      let question = byQuestion.get(pick.questionId);
      if (!question) byQuestion.set(pick.questionId, (question = { questionId: pick.questionId, shown: zero(), options: {} }));
      question.shown[band] += 1;
      question.shown.all += 1;
      // One pick is the usual case; only a multiple choice can name an option twice.
      for (const choice of pick.choices.length > 1 ? new Set(pick.choices) : pick.choices) {
        const counts = (question.options[choice] ??= zero());
        counts[band] += 1;
        counts.all += 1;
      }
    }
  });
  return [...byQuestion.values()].sort((a, b) => a.questionId - b.questionId);
}

/**
 * The picks of the questions named, keyed by the version each attempt was
 * given instead of the question (in `questionId`), ranked by the same
 * totals, so each version's thirds are the exam's thirds.
 */
export function byVersion(attempts: readonly AttemptPicks[], questionIds: ReadonlySet<number>): AttemptPicks[] {
  return attempts.map((attempt) => ({
    total: attempt.total,
    picks: attempt.picks.filter((p) => p.versionId !== undefined && questionIds.has(p.questionId)).map((p) => ({ questionId: p.versionId!, choices: p.choices })),
  }));
}
