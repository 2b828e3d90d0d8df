import type { BlueprintRow } from '../../contracts/studio-exam-schemas';

/**
 * An exam's stored blueprint (`exams.blueprint`, JSON). Rows saved before
 * kinds, units and sections existed read as any kind, counted in
 * questions, in the first section. Read without a schema check: the rows
 * were checked when saved, and the exam store reads every exam at once, so
 * one odd row must not stop every exam from starting.
 */
export function readBlueprint(stored: string | null): BlueprintRow[] {
  if (!stored) return [];
  return (JSON.parse(stored) as Partial<BlueprintRow>[]).map((row) => ({ kind: 'any', unit: 'questions', section: 0, ...row }) as BlueprintRow);
}
