/**
 * The spec's thresholds, as a pure function so they are tested exactly:
 * the header fixes once the scroll position exceeds header height + 150 px
 * and unfixes once it is back below header height; in between it keeps
 * whatever state it had (hysteresis, so it does not flicker).
 */
export const FIX_OFFSET_PX = 150;

export function nextFixedTop(wasFixed: boolean, scrollY: number, headerHeight: number): boolean {
  if (scrollY > headerHeight + FIX_OFFSET_PX) return true;
  if (scrollY < headerHeight) return false;
  return wasFixed;
}

/** The scroll-to-top button shows beyond one viewport height. */
export function shouldShowScrollTop(scrollY: number, viewportHeight: number): boolean {
  return scrollY > viewportHeight;
}
