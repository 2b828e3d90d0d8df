import { useId, type ReactNode } from 'react';
import type { CaptionLanguage, PlaybackCaption } from '../../../contracts/learning-schemas';
import { SPEEDS } from './player-keys';
import { speedText } from './time-text';
import type { Rung } from './video-source';

type Props = {
  id: string;
  speed: number;
  onSpeed: (speed: number) => void;
  /** The ladder's rungs, highest first; empty where the browser chooses (native HLS). */
  rungs: Rung[];
  /** The chosen rung, -1 for automatic. */
  rung: number;
  /** The rung automatic playback is on now, to show beside "Auto". */
  playingRung: number | null;
  onRung: (index: number) => void;
  captions: PlaybackCaption[];
  caption: CaptionLanguage | 'off';
  onCaption: (lang: CaptionLanguage | 'off') => void;
};

/**
 * The player's settings: speed, quality and captions as groups of radio
 * buttons (arrows move within a group, Tab between groups), in a tray under
 * the controls so it never covers the picture and fits a 360 px screen.
 */
export function PlayerSettings({ id, speed, onSpeed, rungs, rung, playingRung, onRung, captions, caption, onCaption }: Props) {
  const name = useId();
  const autoHeight = playingRung === null ? null : rungs.find((r) => r.index === playingRung)?.height;
  return (
    <div id={id} role="group" aria-label="Video settings" className="vp-settings">
      <Choices legend="Speed" wide>
        {SPEEDS.map((value) => (
          <Choice key={value} name={`${name}-speed`} checked={Math.abs(speed - value) < 1e-6} onChange={() => onSpeed(value)}>
            {speedText(value)}
          </Choice>
        ))}
      </Choices>
      {rungs.length > 0 && (
        <Choices legend="Quality">
          <Choice name={`${name}-quality`} checked={rung === -1} onChange={() => onRung(-1)}>
            Auto{rung === -1 && autoHeight ? <span>({autoHeight}p)</span> : null}
          </Choice>
          {rungs.map((r) => (
            <Choice key={r.index} name={`${name}-quality`} checked={rung === r.index} onChange={() => onRung(r.index)}>
              {r.height}p
            </Choice>
          ))}
        </Choices>
      )}
      {captions.length > 0 && (
        <Choices legend="Captions">
          <Choice name={`${name}-captions`} checked={caption === 'off'} onChange={() => onCaption('off')}>
            Off
          </Choice>
          {captions.map((c) => (
            <Choice key={c.lang} name={`${name}-captions`} checked={caption === c.lang} onChange={() => onCaption(c.lang)} lang={c.lang}>
              {c.label}
            </Choice>
          ))}
        </Choices>
      )}
    </div>
  );
}

function Choices({ legend, wide = false, children }: { legend: string; wide?: boolean; children: ReactNode }) {
  return (
    <fieldset className={wide ? 'vp-choices vp-choices-wide' : 'vp-choices'}>
      <legend>{legend}</legend>
      <div>{children}</div>
    </fieldset>
  );
}

function Choice({ name, checked, onChange, lang, children }: { name: string; checked: boolean; onChange: () => void; lang?: string; children: ReactNode }) {
  return (
    <label lang={lang} className="vp-choice">
      <input type="radio" name={name} checked={checked} onChange={onChange} />
      {children}
    </label>
  );
}
