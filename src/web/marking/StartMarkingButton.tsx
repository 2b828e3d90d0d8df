import { PenLine } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorText } from '../api/error-text';
import { Button } from '../admin/ui/Button';
import type { ButtonVariant } from '../admin/ui/button-class';
import { firstScriptToMark } from './marking-api';

/**
 * Opens the oldest script still to mark (of one question, when given) that
 * no other marker has open. The queue's counts can be a minute old, so the
 * script is found when the button is pressed, and "nothing left" is said
 * beside it rather than opening an empty screen.
 */
export function StartMarkingButton({ examId, question, label = 'Start marking', variant = 'primary' }: { examId: number; question?: number; label?: string; variant?: ButtonVariant }) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');

  async function start() {
    setBusy(true);
    setMessage('');
    try {
      const number = await firstScriptToMark(examId, question);
      if (number === null) setMessage('Nothing is waiting to be marked here now.');
      else navigate(`/marking/scripts/${number}`);
    } catch (error) {
      setMessage(errorText(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <Button variant={variant} icon={PenLine} busy={busy} busyLabel="Finding a script…" onClick={() => void start()}>
        {label}
      </Button>
      <p role="status" className="text-sm text-slate-700">
        {message}
      </p>
    </div>
  );
}
