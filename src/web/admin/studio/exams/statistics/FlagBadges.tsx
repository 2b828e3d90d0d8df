import type { ExamStatistics } from '../../../../../contracts/exam-statistics-schemas';
import { Badge, type BadgeTone } from '../../../ui/Badge';

type Flag = ExamStatistics['questions'][number]['flags'][number];

/** What each flag asks the author to do, in words (the thresholds are server/exams/statistics/item-flags.ts's). */
export const FLAG_WORDS: Record<Flag, { text: string; tone: BadgeTone }> = {
  negative_discrimination: { text: 'Check the key: negative discrimination', tone: 'red' },
  low_efficiency: { text: 'Low discrimination (efficiency under 15 %)', tone: 'amber' },
  very_hard: { text: 'Very hard (5 % or less)', tone: 'violet' },
  very_easy: { text: 'Very easy (95 % or more)', tone: 'slate' },
};

/** An item's flags as badges, each in words; nothing when it has none. */
export function FlagBadges({ flags }: { flags: readonly Flag[] }) {
  if (flags.length === 0) return null;
  return (
    <ul aria-label="Flags" className="mt-1.5 flex flex-wrap gap-1.5">
      {flags.map((flag) => (
        <li key={flag}>
          <Badge tone={FLAG_WORDS[flag].tone}>{FLAG_WORDS[flag].text}</Badge>
        </li>
      ))}
    </ul>
  );
}
