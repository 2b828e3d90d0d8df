import { useLayoutEffect, useRef, useState } from 'react';

type Option = { id: string; text: string };

type Props = {
  label: string;
  value: string;
  options: Option[];
  placeholder: string;
  onChange: (value: string) => void;
  className?: string;
};

/** Room the browser keeps at the end of a closed drop-down for its arrow. */
const ARROW_PX = 24;

let measure: CanvasRenderingContext2D | null = null;

/** Whether `text` is wider than the closed drop-down can show, measured in the drop-down's own font. */
function cutOff(select: HTMLSelectElement, text: string): boolean {
  if (!text) return false;
  measure ??= document.createElement('canvas').getContext('2d');
  if (!measure) return false;
  const style = getComputedStyle(select);
  measure.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
  const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - ARROW_PX;
  return measure.measureText(text).width > room;
}

/**
 * A drop-down for an answer (an account, a table's choice) whose choice is
 * always readable: a closed drop-down shows one line, cut at its width, so
 * when the chosen text does not fit ("Retained earnings (equity attributable
 * to owners of the parent)" on a phone) it is written out in full beneath.
 * That line is for the eye only: the drop-down itself announces its choice.
 */
export function ChoiceSelect({ label, value, options, placeholder, onChange, className = '' }: Props) {
  const ref = useRef<HTMLSelectElement>(null);
  const chosen = options.find((o) => o.id === value)?.text ?? '';
  const [cut, setCut] = useState(false);
  useLayoutEffect(() => {
    const select = ref.current;
    if (!select) return;
    const check = () => setCut(cutOff(select, chosen));
    check();
    // A phone turning, or the layout switching at a breakpoint, changes the room.
    const observer = new ResizeObserver(check);
    observer.observe(select);
    return () => observer.disconnect();
  }, [chosen]);
  return (
    <div className={`min-w-0 ${className}`}>
      <select ref={ref} aria-label={label} value={value} onChange={(e) => onChange(e.target.value)} className="w-full min-w-0 rounded-lg border border-slate-300 bg-white px-2 py-2 text-ink">
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.id} value={o.id}>
            {o.text}
          </option>
        ))}
      </select>
      {cut && (
        <p aria-hidden="true" data-full-choice className="mt-1 text-xs leading-snug text-slate-700">
          {chosen}
        </p>
      )}
    </div>
  );
}
