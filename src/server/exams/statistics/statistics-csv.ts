import type { ExamStatistics } from '../../../contracts/exam-statistics-schemas';
import { toCsv } from '../../payments-admin/csv';

type Cell = string | number | null;

/** A share (0 to 1) as a percentage with one decimal; a figure already in % with one decimal; blank when there is none. */
const percent = (share: number | null): Cell => (share === null ? null : Number((share * 100).toFixed(1)));
const tenth = (value: number | null): Cell => (value === null ? null : Number(value.toFixed(1)));
const exact = (value: number | null): Cell => (value === null ? null : Number(value.toFixed(3)));

/**
 * The statistics as one CSV a spreadsheet opens: the test's figures, then a
 * row per position, then a row per question followed by a row per option of
 * a choice question (its picks by thirds). Percentages are numbers
 * (facility 61.5 means 61.5 %), so they sort and chart as numbers.
 */
export function statisticsCsv(stats: ExamStatistics): string {
  const t = stats.test;
  const rows: Cell[][] = [
    ['Exam', stats.exam.title],
    ['Attempts used', stats.attemptsUsed === 'first' ? "each student's first" : 'all'],
    ['Attempts', t.attempts],
    ['Attempts awaiting marking (not counted)', stats.awaitingMarking],
    ['Positions', t.positions],
    ['Mean total', exact(t.meanTotal)],
    ['Median total', exact(t.medianTotal)],
    ['Maximum total', exact(t.maxTotal)],
    ['Standard deviation', exact(t.sd)],
    ['Skewness', exact(t.skewness)],
    ['Kurtosis', exact(t.kurtosis)],
    ['Coefficient of internal consistency (%)', tenth(t.cic)],
    ['Error ratio (%)', tenth(t.errorRatio)],
    ['Standard error', exact(t.standardError)],
    [],
    ['Position', 'Attempts', 'Facility (%)', 'SD (%)', 'Discrimination index', 'Discriminative efficiency (%)', 'Effective weight (%)', 'Intended weight (%)', 'Flags'],
    ...stats.positions.map((p) => [
      p.position,
      p.attempts,
      percent(p.facility),
      percent(p.sd),
      tenth(p.discriminationIndex),
      tenth(p.discriminativeEfficiency),
      tenth(p.effectiveWeight),
      tenth(p.intendedWeight),
      p.flags.join(' '),
    ]),
    [],
    [
      'Question',
      'Kind',
      'Area',
      'Stem',
      'Attempts',
      'Facility (%)',
      'SD (%)',
      'Discrimination index',
      'Discriminative efficiency (%)',
      'Flags',
      'Option',
      'Correct',
      'Picked by top third',
      'Picked by middle third',
      'Picked by bottom third',
      'Picked by all',
    ],
  ];
  for (const q of stats.questions) {
    rows.push([q.questionId, q.kind, q.area, q.stem, q.attempts, percent(q.facility), percent(q.sd), tenth(q.discriminationIndex), tenth(q.discriminativeEfficiency), q.flags.join(' ')]);
    for (const o of q.options ?? []) rows.push([q.questionId, null, null, null, null, null, null, null, null, null, o.text, o.correct ? 'yes' : 'no', o.top, o.middle, o.bottom, o.all]);
  }
  return toCsv(rows);
}
