import { afterEach, describe, expect, it } from 'vitest';
import { LoopLag } from './loop-lag';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the event loop’s lag', () => {
  let lag: LoopLag | undefined;
  afterEach(() => lag?.stop());

  it('is near nothing on a free loop, shows a blocked loop for half a second, then falls back', async () => {
    lag = new LoopLag();
    await sleep(200);
    // Bounds far apart, so a busy machine's scheduling cannot blur them.
    expect(lag.recent()).toBeLessThan(500);
    expect(lag.busy()).toBeLessThan(0.5);
    // Work that holds the loop for a second, as a saturated process's turns do.
    const until = performance.now() + 1000;
    while (performance.now() < until);
    await sleep(60);
    expect(lag.recent()).toBeGreaterThanOrEqual(900);
    // The loop was busy for the whole of the last second, near enough.
    expect(lag.busy()).toBeGreaterThan(0.8);
    await sleep(700);
    expect(lag.recent()).toBeLessThan(500);
  });
});
