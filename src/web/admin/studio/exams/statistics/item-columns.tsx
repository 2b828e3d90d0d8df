import type { ExamStatistics } from '../../../../../contracts/exam-statistics-schemas';
import type { Column } from '../../../ui/DataTable';
import { percentText, shareText, tenthText } from './figure-text';
import { Figure } from './Figure';

type Item = ExamStatistics['positions'][number] | ExamStatistics['questions'][number];

/**
 * A figure's column. On a wide screen it is a table cell; on a phone's
 * card, two figures sit side by side with their name above (for the eye:
 * screen readers have the column header), so a row's figures read as a
 * small grid rather than a tall list.
 */
export function figureColumn<Row>(header: string, value: (row: Row) => number | null, format: (value: number) => string): Column<Row> {
  return {
    header,
    className: 'tabular-nums @min-[40rem]:whitespace-nowrap @max-[40rem]:inline-block @max-[40rem]:w-1/2 @max-[40rem]:pr-2 align-top',
    cell: (row) => (
      <>
        <span aria-hidden="true" className="block text-xs text-slate-500 @min-[40rem]:hidden">
          {header}
        </span>
        <span className="@max-[40rem]:font-semibold @max-[40rem]:text-ink">
          <Figure value={value(row)} format={format} />
        </span>
      </>
    ),
  };
}

/** The figures positions and questions share. */
export function figureColumns<Row extends Item>(): Column<Row>[] {
  return [
    figureColumn<Row>('Facility', (item) => item.facility, shareText),
    figureColumn<Row>('SD', (item) => item.sd, shareText),
    figureColumn<Row>('Discrimination index', (item) => item.discriminationIndex, tenthText),
    figureColumn<Row>('Discriminative efficiency', (item) => item.discriminativeEfficiency, percentText),
  ];
}
