/** Letters for options as students see them: A, B, C... */
export const letter = (i: number) => String.fromCharCode(65 + i);

/** A fresh id among those taken: a, b... for options, or prefix1, prefix2... */
export function freshId(taken: string[], prefix?: string): string {
  if (!prefix) {
    for (let i = 0; i < 26; i += 1) {
      const id = String.fromCharCode(97 + i);
      if (!taken.includes(id)) return id;
    }
    prefix = 'o';
  }
  for (let n = 1; ; n += 1) if (!taken.includes(`${prefix}${n}`)) return `${prefix}${n}`;
}
