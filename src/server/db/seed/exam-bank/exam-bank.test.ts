import { describe, expect, it } from 'vitest';
import { SUBJECT_SEEDS } from '../subjects-data';
import type { SeedCheck, SeedQuestion, SeedTableCell, SeedTolerance } from './bank-types';
import { SEED_BANKS } from './index';
import { toVersion } from './to-version';

const MIN_QUESTIONS = 40;
const MIN_PER_AREA = 5;

/** The default tolerance of a keyed figure: exact to the unit, or to two decimals. */
function withinTolerance(expected: number, actual: number, tolerance?: SeedTolerance): boolean {
  if (!tolerance) return Math.abs(actual - expected) <= (Number.isInteger(expected) ? 0.5 : 0.005) + 1e-9;
  if ('min' in tolerance) return actual >= tolerance.min - 1e-9 && actual <= tolerance.max + 1e-9;
  if ('absolute' in tolerance) return Math.abs(actual - expected) <= tolerance.absolute + 1e-9;
  return Math.abs(actual - expected) <= Math.abs(expected) * tolerance.relative + 1e-9;
}

/** Every way a figure may be written in a stem: 120000, 120,000, 12.5 or, for a rate, 12.5%. */
function appearsIn(text: string, value: number): boolean {
  const forms = new Set([String(value), value.toLocaleString('en-US', { maximumFractionDigits: 6 })]);
  if (Math.abs(value) < 1) forms.add(`${+(value * 100).toFixed(6)}%`);
  return [...forms].some((form) => {
    const escaped = form.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return new RegExp(`(?<![\\d.,])${escaped}(?![\\d]|[.,]\\d)`).test(text);
  });
}

function tableText(q: SeedQuestion): string {
  if (q.kind !== 'table') return '';
  return [...q.columns, ...q.rows.flat().map((cell) => (typeof cell === 'string' ? cell : ''))].join(' | ');
}

/** The keyed figure a check recomputes, with its tolerance. */
function keyedFigure(q: SeedQuestion, check: SeedCheck): { value: number; tolerance?: SeedTolerance } {
  if (check.of === 'answer' && q.kind === 'number') return { value: q.answer, tolerance: q.tolerance };
  const cell = /^cell (\d+) (\d+)$/.exec(check.of);
  if (cell && q.kind === 'table') {
    const target: SeedTableCell | undefined = q.rows[Number(cell[1])]?.[Number(cell[2])];
    if (target && typeof target === 'object' && 'number' in target) return { value: target.number, tolerance: target.tolerance };
  }
  const line = /^line (\d+)$/.exec(check.of);
  if (line && q.kind === 'journal') {
    const target = q.lines[Number(line[1])];
    if (target) return { value: target.amount };
  }
  throw new Error(`${q.ref}: check "${check.of}" names nothing keyed`);
}

/** The numeric answers a question keys: each must be recomputed by a check. */
function numericTargets(q: SeedQuestion): string[] {
  if (q.kind === 'number') return ['answer'];
  if (q.kind === 'journal') return q.lines.map((_, i) => `line ${i}`);
  if (q.kind === 'table') {
    return q.rows.flatMap((row, r) => row.flatMap((cell, c) => (typeof cell === 'object' && 'number' in cell ? [`cell ${r} ${c}`] : [])));
  }
  return [];
}

function structuralProblems(q: SeedQuestion, areaCount: number): string[] {
  const problems: string[] = [];
  if (!Number.isInteger(q.area) || q.area < 1 || q.area > areaCount) problems.push(`area ${q.area} is not 1..${areaCount}`);
  if (q.stem.trim().length < 20) problems.push('stem too short');
  if (q.explanation.trim().length < 80) problems.push('explanation too short: show the working');
  switch (q.kind) {
    case 'single':
      if (q.options.length < 3 || q.options.length > 8) problems.push('single choice needs 3 to 8 options');
      if (!(q.correct >= 0 && q.correct < q.options.length)) problems.push('correct option out of range');
      break;
    case 'multi':
      if (q.options.length < 4) problems.push('multiple response needs at least 4 options');
      if (q.correct.length < 2 || q.correct.length >= q.options.length) problems.push('multiple response needs 2 or more correct, not all');
      if (q.correct.some((i) => i < 0 || i >= q.options.length) || new Set(q.correct).size !== q.correct.length) problems.push('correct options invalid');
      break;
    case 'table': {
      const blanks = q.rows.flat().filter((cell) => typeof cell === 'object');
      if (blanks.length === 0) problems.push('a table needs at least one blank');
      for (const row of q.rows) if (row.length !== q.columns.length) problems.push('every row needs one cell per column');
      for (const cell of blanks) if ('select' in cell && !(cell.correct >= 0 && cell.correct < cell.select.length)) problems.push('blank correct out of range');
      break;
    }
    case 'journal': {
      if (q.lines.some((l) => l.account < 0 || l.account >= q.accounts.length)) problems.push('journal account out of range');
      const debit = q.lines.filter((l) => l.side === 'debit').reduce((s, l) => s + l.amount, 0);
      const credit = q.lines.filter((l) => l.side === 'credit').reduce((s, l) => s + l.amount, 0);
      if (Math.abs(debit - credit) > 1e-6) problems.push(`journal does not balance: Dr ${debit} Cr ${credit}`);
      if (q.accounts.length < q.lines.length + 2) problems.push('journal needs distractor accounts');
      break;
    }
    case 'written':
      if (q.points.length < 2) problems.push('a marking guide needs at least 2 points');
      break;
    default:
      break;
  }
  if ('options' in q && new Set(q.options).size !== q.options.length) problems.push('options repeat');
  const { marks } = toVersion(q);
  if (!Number.isInteger(marks) || marks < 1) problems.push(`total marks ${marks} must be a whole number of at least 1`);
  return problems;
}

describe('the demo question banks', () => {
  it('cover every paper once', () => {
    expect(SEED_BANKS.map((b) => b.subject)).toEqual(SUBJECT_SEEDS.map((s) => s.slug));
  });

  describe.each(SEED_BANKS.map((bank) => [bank.subject, bank] as const))('%s', (_slug, bank) => {
    const subject = SUBJECT_SEEDS.find((s) => s.slug === bank.subject)!;

    it(`holds at least ${MIN_QUESTIONS} questions, at least ${MIN_PER_AREA} in every syllabus area, with unique refs`, () => {
      expect(bank.questions.length).toBeGreaterThanOrEqual(MIN_QUESTIONS);
      expect(new Set(bank.questions.map((q) => q.ref)).size).toBe(bank.questions.length);
      subject.areas.forEach((_, i) => {
        expect(bank.questions.filter((q) => q.area === i + 1).length, `area ${i + 1}`).toBeGreaterThanOrEqual(MIN_PER_AREA);
      });
    });

    it('has well-formed questions', () => {
      const problems = bank.questions.flatMap((q) => structuralProblems(q, subject.areas.length).map((p) => `${q.ref}: ${p}`));
      expect(problems).toEqual([]);
    });

    it('recomputes every numeric answer from the figures in its question', () => {
      const problems: string[] = [];
      for (const q of bank.questions) {
        const checked = new Set((q.checks ?? []).map((c) => c.of));
        for (const target of numericTargets(q)) if (!checked.has(target)) problems.push(`${q.ref}: no check recomputes ${target}`);
        const text = `${q.stem} ${tableText(q)}`;
        for (const check of q.checks ?? []) {
          for (const [name, value] of Object.entries(check.inputs)) {
            if (!appearsIn(text, value)) problems.push(`${q.ref}: input ${name}=${value} is not in the question`);
          }
          const { value, tolerance } = keyedFigure(q, check);
          const computed = check.compute(check.inputs);
          if (!withinTolerance(value, computed, tolerance)) problems.push(`${q.ref}: ${check.of} is keyed ${value} but recomputes to ${computed}`);
        }
      }
      expect(problems).toEqual([]);
    });
  });
});
