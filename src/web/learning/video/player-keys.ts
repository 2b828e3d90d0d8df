export type PlayerAction = { kind: 'toggle-play' } | { kind: 'seek-by'; seconds: number } | { kind: 'fullscreen' } | { kind: 'captions' } | { kind: 'mute' } | { kind: 'speed'; step: -1 | 1 };

/**
 * Where in the player a key was pressed: its frame or the video itself, the
 * seek slider, a button, or a choice in the settings (a radio button, whose
 * arrows and Space are its own).
 */
export type KeyTarget = 'player' | 'slider' | 'button' | 'choice';

type Modifiers = { ctrlKey: boolean; metaKey: boolean; altKey: boolean };

/**
 * The player's keyboard shortcuts, as on the big video sites, while focus is
 * in the player: Space or K play and pause, ←/→ go 5 seconds back or on, J/L
 * 10 seconds, F full screen, C captions, M mute, < and > the speed. Space
 * stays a focused button's own key (it presses the button), and a choice in
 * the settings keeps its arrows and Space; shortcuts with Ctrl, Alt or Cmd
 * belong to the browser.
 */
export function playerShortcut(key: string, modifiers: Modifiers, target: KeyTarget): PlayerAction | null {
  if (modifiers.ctrlKey || modifiers.metaKey || modifiers.altKey) return null;
  switch (key) {
    case ' ':
      return target === 'player' ? { kind: 'toggle-play' } : null;
    case 'ArrowLeft':
      return target === 'choice' ? null : { kind: 'seek-by', seconds: -5 };
    case 'ArrowRight':
      return target === 'choice' ? null : { kind: 'seek-by', seconds: 5 };
    case 'k':
    case 'K':
      return { kind: 'toggle-play' };
    case 'j':
    case 'J':
      return { kind: 'seek-by', seconds: -10 };
    case 'l':
    case 'L':
      return { kind: 'seek-by', seconds: 10 };
    case 'f':
    case 'F':
      return { kind: 'fullscreen' };
    case 'c':
    case 'C':
      return { kind: 'captions' };
    case 'm':
    case 'M':
      return { kind: 'mute' };
    case '<':
      return { kind: 'speed', step: -1 };
    case '>':
      return { kind: 'speed', step: 1 };
    default:
      return null;
  }
}

/** The speeds offered, slowest first. */
export const SPEEDS = [0.75, 1, 1.25, 1.5, 1.75, 2] as const;

/** The next speed up or down from `rate`, staying within SPEEDS. */
export function nextSpeed(rate: number, step: -1 | 1): number {
  const index = SPEEDS.findIndex((speed) => speed >= rate - 1e-6);
  const at = index === -1 ? SPEEDS.length - 1 : index;
  const exact = Math.abs(SPEEDS[at]! - rate) < 1e-6;
  const next = step === 1 ? (exact ? at + 1 : at) : at - 1;
  return SPEEDS[Math.min(SPEEDS.length - 1, Math.max(0, next))]!;
}
