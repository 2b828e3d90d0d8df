/**
 * Navigation state carried by the player's own links (previous, next, the
 * outline). The screen is mounted afresh on every address, so this is how
 * the new lesson knows it was reached from another one and should take focus
 * on its heading; a lesson opened from elsewhere arrives like any page.
 */
export const FROM_ANOTHER_LESSON = { fromAnotherLesson: true } as const;

export function cameFromAnotherLesson(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { fromAnotherLesson?: unknown }).fromAnotherLesson === true;
}
