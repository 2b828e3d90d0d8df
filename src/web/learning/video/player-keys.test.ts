import { describe, expect, it } from 'vitest';
import { nextSpeed, playerShortcut } from './player-keys';

const plain = { ctrlKey: false, metaKey: false, altKey: false };

describe('the player keys', () => {
  it('play and pause with Space on the player and K anywhere in it, but leave Space to a focused button or choice', () => {
    expect(playerShortcut(' ', plain, 'player')).toEqual({ kind: 'toggle-play' });
    expect(playerShortcut(' ', plain, 'button')).toBeNull();
    expect(playerShortcut(' ', plain, 'choice')).toBeNull();
    for (const target of ['player', 'slider', 'button', 'choice'] as const) expect(playerShortcut('k', plain, target)).toEqual({ kind: 'toggle-play' });
  });

  it('seek 5 seconds with the arrows (also on the slider) and 10 with J and L', () => {
    expect(playerShortcut('ArrowLeft', plain, 'slider')).toEqual({ kind: 'seek-by', seconds: -5 });
    expect(playerShortcut('ArrowRight', plain, 'player')).toEqual({ kind: 'seek-by', seconds: 5 });
    expect(playerShortcut('ArrowRight', plain, 'choice')).toBeNull();
    expect(playerShortcut('J', plain, 'button')).toEqual({ kind: 'seek-by', seconds: -10 });
    expect(playerShortcut('l', plain, 'player')).toEqual({ kind: 'seek-by', seconds: 10 });
  });

  it('toggle full screen, captions and sound, change the speed, and leave the browser its own shortcuts', () => {
    expect(playerShortcut('f', plain, 'player')).toEqual({ kind: 'fullscreen' });
    expect(playerShortcut('C', plain, 'button')).toEqual({ kind: 'captions' });
    expect(playerShortcut('m', plain, 'slider')).toEqual({ kind: 'mute' });
    expect(playerShortcut('<', plain, 'player')).toEqual({ kind: 'speed', step: -1 });
    expect(playerShortcut('>', plain, 'player')).toEqual({ kind: 'speed', step: 1 });
    expect(playerShortcut('f', { ...plain, ctrlKey: true }, 'player')).toBeNull();
    expect(playerShortcut('l', { ...plain, metaKey: true }, 'player')).toBeNull();
    expect(playerShortcut('x', plain, 'player')).toBeNull();
  });

  it('step through the speeds from 0.75x to 2x and stop at either end', () => {
    expect(nextSpeed(1, 1)).toBe(1.25);
    expect(nextSpeed(1, -1)).toBe(0.75);
    expect(nextSpeed(0.75, -1)).toBe(0.75);
    expect(nextSpeed(2, 1)).toBe(2);
    expect(nextSpeed(1.75, 1)).toBe(2);
    // A speed between the offered ones (set elsewhere) goes to the neighbour in that direction.
    expect(nextSpeed(1.1, 1)).toBe(1.25);
    expect(nextSpeed(1.1, -1)).toBe(1);
  });
});
