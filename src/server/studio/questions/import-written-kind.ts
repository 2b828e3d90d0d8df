import { partMarks, yesNo } from './import-cells';
import { MAX_POINTS } from './import-columns';
import { partsOf, sumMarks, type KindReader } from './import-kind';

/**
 * A written answer and its marking guide: a `point` row per point a good
 * answer makes (text, marks); workings "yes" gives the student a grid for
 * calculations.
 */
export const readWritten: KindReader = (group, fail) => {
  const { head } = group;
  const points = partsOf(group, 'written', ['point'], fail).map((p) => p.source);
  const workings = yesNo(head.cells.workings);
  if (!workings.ok) fail({ row: head.row, column: 'workings' }, 'validation_failed', workings.message);
  if (points.length === 0) {
    fail({ row: head.row, column: 'part' }, 'question_key_mismatch', 'Write the marking guide below this row: point in part, the point in text, its marks.');
    return null;
  }
  if (points.length > MAX_POINTS) {
    fail({ row: points[MAX_POINTS]!.row, column: 'part' }, 'question_key_mismatch', `A marking guide has at most ${MAX_POINTS} points.`);
    return null;
  }
  let readable = workings.ok;
  const guide = points.map((point, i) => {
    const text = point.cells.text.trim();
    if (text === '') {
      readable = false;
      fail({ row: point.row, column: 'text' }, 'question_key_mismatch', 'Write the point a good answer makes in text.');
    }
    const marks = partMarks(point.cells.marks);
    if (!marks.ok) {
      readable = false;
      fail({ row: point.row, column: 'marks' }, 'validation_failed', marks.message);
    }
    return { id: `p${i + 1}`, text, marks: marks.ok ? marks.value : 1 };
  });
  if (!readable) return null;
  return {
    content: { kind: 'written', workings: workings.ok && workings.value },
    key: { kind: 'written', points: guide },
    partMarks: sumMarks(guide.map((p) => p.marks)),
    locate: () => ({ row: points[0]!.row, column: 'text' }),
  };
};
