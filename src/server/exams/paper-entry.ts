/**
 * One question of a frozen paper: the version given and, when shuffled, the
 * option order shown. Its own file because the exam store (which keeps
 * attempts' papers) and the drawing of papers (which reads the store's
 * types) both need it.
 */
export type PaperEntry = { questionId: number; versionId: number; order?: string[] };
