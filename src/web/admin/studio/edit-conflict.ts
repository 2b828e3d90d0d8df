/** A save or action refused because another admin saved the item first (`edit_conflict`): the studio keeps the admin's text and offers theirs. */
export function isEditConflict(caught: unknown): boolean {
  return caught instanceof Error && (caught as { code?: unknown }).code === 'edit_conflict';
}
