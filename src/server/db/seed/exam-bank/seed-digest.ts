import crypto from 'node:crypto';
import type { SeedQuestion } from './bank-types';
import { toVersion } from './to-version';

/** A question version's body as stored: the columns a revision may change. */
export type StoredBody = { kind: string; marks: number; stem: string; content: string; answer_key: string; explanation: string };

/** The stored body the seed writes for a bank question. */
export function seedBody(q: SeedQuestion): StoredBody {
  const v = toVersion(q);
  return { kind: v.kind, marks: v.marks, stem: q.stem, content: JSON.stringify(v.content), answer_key: JSON.stringify(v.key), explanation: q.explanation };
}

/**
 * A short fingerprint of a stored body. The bank lists the fingerprints of
 * the seed's earlier wordings of a question it revised (revisions.ts): a
 * database whose current version still has one of them was never edited by
 * an admin, so the seed may add the new wording as a new version.
 */
export function bodyDigest(body: StoredBody): string {
  const text = JSON.stringify([body.kind, body.marks, body.stem, body.content, body.answer_key, body.explanation]);
  return crypto.createHash('sha256').update(text).digest('hex').slice(0, 16);
}
