import type { Answer, PlayerQuestion, QuestionContent } from '../../src/contracts/exam-schemas';

/**
 * What the benchmark's students write: a plausible answer of the question's
 * own kind (a choice among the options, the right number of choices, figures
 * typed as accountants type them, a balanced journal, every blank of a
 * table) and, for written questions, 1 to 3 kB of prose that grows with each
 * save, as a student's essay does while the outbox sends it.
 */
export type Random = () => number;

const pick = <T>(items: readonly T[], random: Random): T => items[Math.floor(random() * items.length)]!;

/** A figure as a student types it: Bangladeshi or Western grouping, sometimes a bracketed negative or a plain number. */
export function typedFigure(random: Random): string {
  const value = Math.round(random() * 5_000_000) * 10 || 500;
  const style = random();
  const western = value.toLocaleString('en-US');
  const lakh = value.toLocaleString('en-IN');
  const text = style < 0.4 ? western : style < 0.7 ? lakh : String(value);
  return random() < 0.1 ? `(${text})` : text;
}

const SENTENCES = [
  'The entity should recognise a provision because there is a present obligation arising from a past event, an outflow of resources is probable and the amount can be estimated reliably.',
  'Under IAS 16 the cost of day-to-day servicing is recognised in profit or loss as incurred, so the repairs must be removed from property, plant and equipment.',
  'The carrying amount of the plant exceeds its recoverable amount, so an impairment loss of the difference is recognised immediately in profit or loss under IAS 36.',
  'The reimbursement from the insurer is virtually certain and is therefore recognised as a separate asset, not netted against the provision in the statement of financial position.',
  'A contingent asset is not recognised while the inflow is only probable; it is disclosed in the notes with a brief description of its nature and, where practicable, an estimate of its effect.',
  'The finance director faces a self-interest threat because her bonus depends on profit, and an intimidation threat from the chief executive who has suggested her position is at risk.',
  'She should explain the requirements of the standards to the chief executive, record the discussion, and if the matter is not resolved raise it with the audit committee or the board.',
  'If the directors still refuse to correct the financial statements she should consider taking advice from the Institute and, as a last resort, resigning from her position.',
  'The contract conveys the right to control the use of an identified asset for a period of time in exchange for consideration, so it contains a lease under IFRS 16.',
  'At commencement the lessee recognises a right-of-use asset and a lease liability measured at the present value of the lease payments discounted at the rate implicit in the lease.',
  'Because the supplier has a substantive right to substitute the vessels throughout the period of use, there is no identified asset and the payments are expensed as a service.',
  'Joint control exists because decisions about the relevant activities require the unanimous consent of the parties sharing control, so the arrangement is a joint arrangement.',
  'As the parties have rights to the net assets of the separate vehicle, the arrangement is a joint venture and is accounted for using the equity method under IAS 28.',
  'The deferred tax liability arises on the taxable temporary difference between the carrying amount of the asset and its tax base, at the rate expected to apply when it reverses.',
  'Revenue is recognised when control of the goods passes to the customer, which under these terms is on delivery to the warehouse of the customer rather than on dispatch.',
  'The error relates to a prior period, so it is corrected retrospectively by restating the comparative amounts and the opening balance of retained earnings under IAS 8.',
  'Materiality should be judged by both the size and the nature of the item: a misstatement that turns a loss into a profit is material whatever its amount.',
  'Therefore the adjustment reduces profit before tax by Tk 23,500,000 and the bonus of the finance director falls accordingly, which she must not allow to influence her judgement.',
];

/** Prose of about `bytes` bytes, sentences drawn at random so no two students send the same text. */
export function writtenText(bytes: number, random: Random): string {
  const parts: string[] = [];
  let length = 0;
  while (length < bytes) {
    const sentence = pick(SENTENCES, random);
    parts.push(sentence);
    length += Buffer.byteLength(sentence) + 1;
  }
  return parts.join(random() < 0.2 ? '\n\n' : ' ').slice(0, bytes);
}

/** A plausible answer to a question of any kind; `writtenBytes` is the length of a written one. */
export function answerFor(content: QuestionContent, random: Random, writtenBytes: number): Answer {
  switch (content.kind) {
    case 'single':
      return { kind: 'single', choice: pick(content.options, random).id };
    case 'multi': {
      const shuffled = [...content.options].sort(() => random() - 0.5);
      return { kind: 'multi', choices: shuffled.slice(0, Math.max(1, content.select)).map((o) => o.id) };
    }
    case 'number':
      return { kind: 'number', text: typedFigure(random) };
    case 'table': {
      const blanks: Record<string, string> = {};
      for (const cell of content.rows.flat()) {
        if (cell.type === 'select') blanks[cell.blank] = pick(cell.options, random).id;
        if (cell.type === 'number') blanks[cell.blank] = typedFigure(random);
      }
      return { kind: 'table', blanks };
    }
    case 'journal': {
      // A balanced entry over as many lines as the question offers (two at least): debits first, one credit balancing them.
      const count = Math.max(2, Math.min(content.rows, 2 + Math.floor(random() * 3)));
      const amounts = Array.from({ length: count - 1 }, () => Math.round(random() * 500_000) * 10 + 1000);
      const total = amounts.reduce((s, a) => s + a, 0);
      return {
        kind: 'journal',
        lines: [
          ...amounts.map((amount) => ({ account: pick(content.accounts, random).id, side: 'debit' as const, amount: amount.toLocaleString('en-US') })),
          { account: pick(content.accounts, random).id, side: 'credit' as const, amount: total.toLocaleString('en-US') },
        ],
      };
    }
    case 'written': {
      const text = writtenText(writtenBytes, random);
      if (!content.workings) return { kind: 'written', text };
      const workings = [
        ['Item', 'Tk'],
        ...Array.from({ length: 4 }, () => [pick(['Carrying amount', 'Recoverable amount', 'Provision', 'Reimbursement', 'Tax at 27.5%'], random), typedFigure(random)]),
      ];
      return { kind: 'written', text, workings };
    }
  }
}

/** How many saves a student spends on a written question: its text grows over them. */
const WRITTEN_SAVES = 3;

/**
 * One student going through the paper in order from a question of their
 * choosing, one question per save
 * interval (the outbox sends what changed since the last): a written
 * question takes three intervals, its text growing from 1 kB to the 1 to 3 kB
 * it ends at. Each save carries that position's next revision.
 */
export class PaperWalk {
  private index: number;
  private stay = 0;
  private target = 0;
  private readonly revisions = new Map<number, number>();

  constructor(
    private readonly questions: PlayerQuestion[],
    private readonly random: Random,
  ) {
    // Not everyone begins at question 1: some start with what they know best, so every kind of the paper is saved from the first minute.
    this.index = Math.floor(random() * questions.length);
  }

  next(): { position: number; kind: QuestionContent['kind']; body: { answer: Answer; revision: number; flagged: boolean } } {
    const question = this.questions[this.index % this.questions.length]!;
    const written = question.content.kind === 'written';
    if (written && this.stay === 0) this.target = 1000 + Math.floor(this.random() * 2000);
    this.stay += 1;
    const bytes = written ? Math.round(1000 + ((this.target - 1000) * this.stay) / WRITTEN_SAVES) : 0;
    if (!written || this.stay >= WRITTEN_SAVES) {
      this.index += 1;
      this.stay = 0;
    }
    const revision = (this.revisions.get(question.position) ?? question.revision) + 1;
    this.revisions.set(question.position, revision);
    return {
      position: question.position,
      kind: question.content.kind,
      body: { answer: answerFor(question.content, this.random, bytes), revision, flagged: this.random() < 0.1 },
    };
  }
}
