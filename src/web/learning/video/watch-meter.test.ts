import { describe, expect, it } from 'vitest';
import { WatchMeter } from './watch-meter';

const play = (meter: WatchMeter, from: number, to: number, step = 0.25) => {
  for (let t = from; t <= to + 1e-9; t += step) meter.tick(t);
};

describe('the watch meter', () => {
  it('counts the seconds played, sends whole seconds and keeps the fraction for the next save', () => {
    const meter = new WatchMeter();
    play(meter, 0, 10.5);
    expect(meter.take()).toBe(10);
    play(meter, 10.75, 12);
    // 0.5 kept from before, 1.5 more since 10.5.
    expect(meter.take()).toBe(2);
    expect(meter.take()).toBe(0);
  });

  it('does not count a seek ahead, and counts a part watched twice twice', () => {
    const meter = new WatchMeter();
    play(meter, 0, 3);
    meter.restart();
    play(meter, 60, 62);
    expect(meter.take()).toBe(5);
    meter.restart();
    play(meter, 1, 3);
    expect(meter.take()).toBe(2);
    // A jump the player did not announce as a seek is not counted either.
    play(meter, 3, 4);
    meter.tick(30);
    expect(meter.take()).toBe(1);
  });

  it('counts 2x playback at its speed, and gives back what a lost save could not send', () => {
    const meter = new WatchMeter();
    play(meter, 0, 20, 0.5);
    expect(meter.take()).toBe(20);
    meter.giveBack(20);
    play(meter, 20.5, 21, 0.5);
    expect(meter.take()).toBe(21);
  });
});
