import type { ImportQuery } from '../../../contracts/studio-question-schemas';

const rowsIn = (list: string | undefined) => new Set((list ?? '').split(',').filter(Boolean).map(Number));

/**
 * The admin's choice for each duplicate: a row named in `skip` or `keep`,
 * else the choice for all (`duplicates`). A duplicate with no choice, or
 * with both, is undecided; a row named that is not a duplicate (the file
 * or the bank changed since the check) is reported too, and the import
 * must not go ahead on either.
 */
export function resolveDuplicates(duplicateRows: number[], query: Pick<ImportQuery, 'duplicates' | 'skip' | 'keep'>) {
  const [skipped, kept] = [rowsIn(query.skip), rowsIn(query.keep)];
  const duplicates = new Set(duplicateRows);
  const skip = new Set<number>();
  const undecided: number[] = [];
  for (const row of duplicateRows) {
    const choice = skipped.has(row) && kept.has(row) ? null : skipped.has(row) ? 'skip' : kept.has(row) ? 'keep' : (query.duplicates ?? null);
    if (choice === null) undecided.push(row);
    else if (choice === 'skip') skip.add(row);
  }
  const notDuplicates = [...new Set([...skipped, ...kept])].filter((row) => !duplicates.has(row)).sort((a, b) => a - b);
  return { skip, undecided, notDuplicates };
}
