import type { AttemptSummary } from '../../contracts/exam-schemas';
import { formatDate } from '../format/dates';

const W = 640;
const H = 220;
const PAD = { left: 40, right: 16, top: 16, bottom: 28 };

/**
 * Scores over time as a line, oldest on the left, with the 50% line; the
 * same figures follow as a table for screen readers and keyboard users.
 * An attempt with written answers still to mark is left out until they are
 * marked: its score so far would draw a dip that is not there.
 */
export function ScoreChart({ attempts }: { attempts: AttemptSummary[] }) {
  const finished = attempts.filter((a) => a.percent !== null && a.finishedAt);
  const waiting = finished.filter((a) => a.toMark > 0).length;
  const note = waiting > 0 && (
    <p className="mt-2 text-sm text-slate-600">
      {waiting} {waiting === 1 ? 'attempt is' : 'attempts are'} left out until {waiting === 1 ? 'its' : 'their'} written answers are marked.
    </p>
  );
  const points = finished.filter((a) => a.toMark === 0).sort((a, b) => a.finishedAt!.localeCompare(b.finishedAt!));
  if (points.length === 0) {
    return note || <p className="text-slate-600">Your scores appear here once you finish an exam.</p>;
  }
  const x = (i: number) => PAD.left + (points.length === 1 ? (W - PAD.left - PAD.right) / 2 : (i * (W - PAD.left - PAD.right)) / (points.length - 1));
  const y = (p: number) => PAD.top + ((100 - p) * (H - PAD.top - PAD.bottom)) / 100;
  return (
    <figure>
      <svg viewBox={`0 0 ${W} ${H}`} className="h-auto w-full" role="img" aria-label={`Scores of ${points.length} finished attempts, oldest first`}>
        {[0, 25, 50, 75, 100].map((p) => (
          <g key={p}>
            <line x1={PAD.left} x2={W - PAD.right} y1={y(p)} y2={y(p)} className={p === 50 ? 'stroke-slate-400' : 'stroke-slate-200'} strokeDasharray={p === 50 ? '4 4' : undefined} />
            <text x={PAD.left - 8} y={y(p) + 4} textAnchor="end" className="fill-slate-600 text-[11px]">
              {p}%
            </text>
          </g>
        ))}
        <polyline fill="none" className="stroke-brand-600" strokeWidth={3} points={points.map((a, i) => `${x(i)},${y(a.percent!)}`).join(' ')} />
        {points.map((a, i) => (
          <circle key={a.id} cx={x(i)} cy={y(a.percent!)} r={5} className={a.passed ? 'fill-brand-700' : 'fill-amber-500'} />
        ))}
      </svg>
      <figcaption className="sr-only">
        <table>
          <thead>
            <tr>
              <th>Exam</th>
              <th>Finished</th>
              <th>Score</th>
            </tr>
          </thead>
          <tbody>
            {points.map((a) => (
              <tr key={a.id}>
                <td>{a.exam.title}</td>
                <td>{formatDate(a.finishedAt!)}</td>
                <td>{a.percent}%</td>
              </tr>
            ))}
          </tbody>
        </table>
      </figcaption>
      {note}
    </figure>
  );
}
