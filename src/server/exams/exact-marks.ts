/**
 * Choosing questions whose marks add up to a row's marks exactly (a subset
 * sum). Marks are whole numbers and a row asks for at most a few hundred,
 * so the sums one can reach are kept as the bits of one integer: bit s is
 * set when some of the questions add up to s marks.
 */

/** The sums some of these marks add up to, up to `target`, as bits. */
function reachable(marks: readonly number[], target: number, mask: bigint): bigint {
  let sums = 1n;
  for (const m of marks) if (m <= target) sums = (sums | (sums << BigInt(m))) & mask;
  return sums;
}

const has = (sums: bigint, s: number) => ((sums >> BigInt(s)) & 1n) === 1n;

/** Whether some of these marks add up to `target` exactly. */
export function canMakeMarks(marks: readonly number[], target: number): boolean {
  const mask = (1n << BigInt(target + 1)) - 1n;
  return has(reachable(marks, target, mask), target);
}

/**
 * Questions, taken in the order given (the draw ranks them least seen
 * first), whose marks add up to `target` exactly: each question is taken
 * when the marks still wanted can then be made from those after it, and
 * passed over otherwise. So the set chosen is the first in the ranking that
 * makes the target, and it is null only when no set of them does.
 */
export function pickExactMarks<T extends { marks: number }>(ranked: readonly T[], target: number): T[] | null {
  const mask = (1n << BigInt(target + 1)) - 1n;
  // after[i]: the sums the questions from i + 1 on can make.
  const after: bigint[] = new Array<bigint>(ranked.length);
  let sums = 1n;
  for (let i = ranked.length - 1; i >= 0; i -= 1) {
    after[i] = sums;
    const m = ranked[i]!.marks;
    if (m <= target) sums = (sums | (sums << BigInt(m))) & mask;
  }
  if (!has(sums, target)) return null;
  const picked: T[] = [];
  let left = target;
  for (let i = 0; i < ranked.length && left > 0; i += 1) {
    const m = ranked[i]!.marks;
    if (m <= left && has(after[i]!, left - m)) {
      picked.push(ranked[i]!);
      left -= m;
    }
  }
  return picked;
}
