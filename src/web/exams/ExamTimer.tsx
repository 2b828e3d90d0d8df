import { Clock } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { announcementFor, formatTimeLeft } from './time-left';

type Props = { deadlineAt: string; clockOffsetMs: number; onExpired: () => void };

/**
 * The time left by the server's clock (the browser's own clock corrected by
 * the offset the server's answers give), never restarted by a reload. Screen
 * readers hear it at 5 and at 1 minute; at zero the player hands in.
 */
export function ExamTimer({ deadlineAt, clockOffsetMs, onExpired }: Props) {
  const deadline = new Date(deadlineAt).getTime();
  const left = () => deadline - (Date.now() + clockOffsetMs);
  const [ms, setMs] = useState(left);
  const [announcement, setAnnouncement] = useState('');
  const previous = useRef(ms);
  const expired = useRef(false);
  const onExpiredRef = useRef(onExpired);
  useEffect(() => {
    onExpiredRef.current = onExpired;
  });

  useEffect(() => {
    const tick = () => {
      const now = left();
      const said = announcementFor(previous.current, now);
      if (said) setAnnouncement(said);
      previous.current = now;
      setMs(now);
      if (now <= 0 && !expired.current) {
        expired.current = true;
        onExpiredRef.current();
      }
    };
    tick();
    const timer = setInterval(tick, 250);
    return () => clearInterval(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- left() reads the two props named here
  }, [deadline, clockOffsetMs]);

  const urgent = ms <= 5 * 60_000;
  return (
    <div className={`flex items-center gap-2 rounded-full px-3 py-1.5 font-mono text-base font-bold tabular-nums ${urgent ? 'bg-red-100 text-red-800' : 'bg-slate-100 text-ink'}`}>
      <Clock aria-hidden="true" className="h-4 w-4" />
      <span role="timer" aria-label={`Time left ${formatTimeLeft(ms)}`}>
        {formatTimeLeft(ms)}
      </span>
      <span className="sr-only" aria-live="assertive">
        {announcement}
      </span>
    </div>
  );
}
