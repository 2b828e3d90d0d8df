import { describe, expect, it } from 'vitest';
import { FIGURE_MINIMUM, shownFigure } from './shown-figure';

describe('shownFigure', () => {
  it('hides a count with too few rows behind it', () => {
    expect(shownFigure(0)).toBeNull();
    expect(shownFigure(null)).toBeNull();
    expect(shownFigure(FIGURE_MINIMUM - 1)).toBeNull();
  });

  it('shows a count from the minimum up, whatever type the driver returned', () => {
    expect(shownFigure(FIGURE_MINIMUM)).toBe(FIGURE_MINIMUM);
    expect(shownFigure('1200')).toBe(1200);
    expect(shownFigure(BigInt(57))).toBe(57);
  });
});
