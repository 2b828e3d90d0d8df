import { describe, expect, it } from 'vitest';
import { stemKey } from './stem-key';

describe('the duplicate check’s reading of a stem', () => {
  it('ignores case, spacing, punctuation and Markdown, and grouping commas in figures', () => {
    const key = stemKey('Which side of the ledger records an increase in an asset?');
    expect(stemKey('  which SIDE of the ledger   records an increase in an asset ')).toBe(key);
    expect(stemKey('**Which** side of the _ledger_ records an increase in an asset…')).toBe(key);
    expect(stemKey('Which side of the ledger\nrecords an increase in an asset?')).toBe(key);
    expect(stemKey('Cost Tk 12,000 over 10 years.')).toBe(stemKey('cost tk 12000 over 10 years'));
    expect(stemKey('Profit of 12,00,000')).toBe(stemKey('profit of 1200000'));
    expect(stemKey('Debit,credit')).toBe(stemKey('debit credit'));
  });

  it('keeps different words and figures apart', () => {
    expect(stemKey('A rate of 1.5%')).not.toBe(stemKey('A rate of 15%'));
    expect(stemKey('Which side records an asset?')).not.toBe(stemKey('Which side records a liability?'));
    expect(stemKey('Cost Tk 12,000')).not.toBe(stemKey('Cost Tk 12,001'));
    expect(stemKey('মোট সম্পদ কত?')).toBe(stemKey('মোট  সম্পদ কত'));
    expect(stemKey('?!…')).toBe('');
  });
});
