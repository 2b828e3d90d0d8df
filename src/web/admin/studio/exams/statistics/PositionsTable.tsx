import type { ExamStatistics } from '../../../../../contracts/exam-statistics-schemas';
import { DataTable, type Column } from '../../../ui/DataTable';
import { percentText } from './figure-text';
import { FlagBadges } from './FlagBadges';
import { figureColumn, figureColumns } from './item-columns';

type Position = ExamStatistics['positions'][number];

/** Each place on the paper, whatever question filled it in a given attempt, with its weight in the totals. */
export function PositionsTable({ positions, busy }: { positions: readonly Position[]; busy: boolean }) {
  const columns: Column<Position>[] = [
    {
      header: 'Position',
      className: '@min-[56rem]:min-w-72',
      cell: (p) => (
        <>
          <span className="font-bold text-ink">Position {p.position}</span>
          <span className="block text-slate-600">
            {p.attempts} {p.attempts === 1 ? 'attempt' : 'attempts'} · {p.maxMark} {p.maxMark === 1 ? 'mark' : 'marks'}
            {p.intendedWeight !== null && <>, {percentText(p.intendedWeight)} of the paper</>}
          </span>
          <FlagBadges flags={p.flags} />
        </>
      ),
    },
    ...figureColumns<Position>(),
    figureColumn<Position>('Effective weight', (p) => p.effectiveWeight, percentText),
  ];
  return <DataTable caption="Positions of the paper" columns={columns} rows={positions} rowKey={(p) => p.position} busy={busy} />;
}
