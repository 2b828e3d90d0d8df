import type { ReactNode } from 'react';
import type { ExamStatistics } from '../../../../../contracts/exam-statistics-schemas';
import { Badge } from '../../../ui/Badge';
import { Panel } from '../../../ui/Panel';
import { Definitions } from './Definitions';
import { cicReading, hundredthText, percentText, tenthText } from './figure-text';
import { Figure } from './Figure';

const READINGS = {
  satisfactory: { text: 'Satisfactory (above 75 %)', tone: 'green' },
  borderline: { text: 'Borderline (64 to 75 %)', tone: 'amber' },
  unsatisfactory: { text: 'Unsatisfactory (below 64 %)', tone: 'red' },
} as const;

/** The test as a whole: how many sat it, how the totals spread, and how consistently its items measure. */
export function TestSummary({ test }: { test: ExamStatistics['test'] }) {
  const ofMax = (value: number) => (test.maxTotal === null ? tenthText(value) : `${tenthText(value)} / ${tenthText(test.maxTotal).replace(/\.0$/, '')}`);
  const marks = (value: number) => `${tenthText(value)} marks`;
  return (
    <Panel title="The test">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        <Card term="Attempts" testId="attempts">
          {test.attempts.toLocaleString('en-IN')}
        </Card>
        <Card term="Mean total">
          <Figure value={test.meanTotal} format={ofMax} />
        </Card>
        <Card term="Median total">
          <Figure value={test.medianTotal} format={ofMax} />
        </Card>
        <Card term="Standard deviation">
          <Figure value={test.sd} format={marks} />
        </Card>
        <Card term="Skewness">
          <Figure value={test.skewness} format={hundredthText} />
        </Card>
        <Card term="Kurtosis">
          <Figure value={test.kurtosis} format={hundredthText} />
        </Card>
        <Card term="Internal consistency (CIC)" wide>
          <Figure value={test.cic} format={percentText} />
          {test.cic !== null && (
            <span className="mt-1 block">
              <Badge tone={READINGS[cicReading(test.cic)].tone}>{READINGS[cicReading(test.cic)].text}</Badge>
            </span>
          )}
        </Card>
        <Card term="Error ratio">
          <Figure value={test.errorRatio} format={percentText} />
        </Card>
        <Card term="Standard error">
          <Figure value={test.standardError} format={marks} />
        </Card>
      </dl>
      <Definitions />
    </Panel>
  );
}

function Card({ term, children, wide = false, testId }: { term: string; children: ReactNode; wide?: boolean; testId?: string }) {
  return (
    <div className={`rounded-xl bg-slate-50 px-4 py-3 ring-1 ring-inset ring-slate-200 ${wide ? 'col-span-2 sm:col-span-1 lg:col-span-2' : ''}`}>
      <dt className="text-xs font-semibold uppercase tracking-wider text-slate-500">{term}</dt>
      <dd className="mt-1 text-lg font-bold text-ink" data-figure={testId}>
        {children}
      </dd>
    </div>
  );
}
