import { describe, expect, it } from 'vitest';
import { SEED_BANKS } from './index';
import { BANK_REVISIONS } from './revisions';
import { bodyDigest, seedBody } from './seed-digest';
import { TAX_LAW_SOURCE } from './tax-slabs';

const TAX_BANKS = ['principles-of-taxation', 'business-planning-taxation-compliance'];
const bank = (subject: string) => SEED_BANKS.find((b) => b.subject === subject)!;

describe('bank revisions and the tax banks’ law', () => {
  it('names a real question for every revision, whose wording now differs from the ones it replaces', () => {
    for (const [subject, refs] of Object.entries(BANK_REVISIONS)) {
      for (const [ref, superseded] of Object.entries(refs)) {
        const q = bank(subject).questions.find((each) => each.ref === ref);
        expect(q, `${subject} ${ref}`).toBeDefined();
        expect(superseded, `${subject} ${ref}`).not.toContain(bodyDigest(seedBody(q!)));
      }
    }
  });

  it('says in every tax question which Finance Act and income year it follows, and carries the year into stems that state rates as fact', () => {
    expect(TAX_LAW_SOURCE).toBe('Law and rates: Finance Act 2024 (income year 2024-25, tax year 2025-26).');
    for (const subject of TAX_BANKS) {
      expect(bank(subject).questions.length).toBeGreaterThan(40);
      for (const q of bank(subject).questions) expect(q.stem, q.ref).toContain('Finance Act 2024 (income year 2024-25');
    }
    const stem = (subject: string, ref: string) => bank(subject).questions.find((q) => q.ref === ref)!.stem;
    expect(stem('principles-of-taxation', 'pot-004')).toContain('slabs for the income year 2024-25');
    expect(stem('business-planning-taxation-compliance', 'bptc-021')).toMatch(/^The Finance Act 2024 gives .* for the income year 2024-25/);
    // A VAT period inside the income year the rates are for.
    expect(stem('principles-of-taxation', 'pot-046')).toContain('July 2024');
    // Every tax question revised since it first shipped reaches existing databases as a new version.
    for (const subject of TAX_BANKS)
      expect(Object.keys(BANK_REVISIONS[subject]!).sort()).toEqual(
        bank(subject)
          .questions.map((q) => q.ref)
          .sort(),
      );
  });

  it('states in clp-016 that the adoption was never communicated, explains ss.15(h) and 27(e), and keys the answer that follows', () => {
    const q = bank('corporate-law-practices').questions.find((each) => each.ref === 'clp-016')!;
    expect(q.stem).toContain('the adoption was never communicated to the seller');
    expect(q.explanation).toContain('Specific Relief Act 1877, s.15(h)');
    expect(q.explanation).toContain('Section 27(e)');
    if (q.kind !== 'single') throw new Error('clp-016 is a single-answer question');
    expect(q.options[q.correct]).toMatch(/^The company is not bound: .* never communicated its acceptance to the seller; Jalal Uddin is personally liable$/);
    expect(BANK_REVISIONS['corporate-law-practices']!['clp-016']).toHaveLength(1);
  });
});
