import { Upload } from 'lucide-react';
import { useId, useState } from 'react';
import { VIDEO_UPLOAD_ACCEPT } from '../../../../contracts/video-uploads';

/**
 * Choose a lecture file or drop one here. The input stays a real file input
 * (reached with Tab, opened with Enter or Space, named by its label); the
 * area around it also takes a file dragged from the desktop.
 */
export function VideoFilePicker({ label, disabled, onFile }: { label: string; disabled: boolean; onFile: (file: File) => void }) {
  const id = useId();
  const [over, setOver] = useState(false);
  return (
    <div
      onDragOver={(event) => {
        if (disabled || !event.dataTransfer.types.includes('Files')) return;
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        event.preventDefault();
        setOver(false);
        const file = event.dataTransfer.files[0];
        if (file && !disabled) onFile(file);
      }}
      className={`rounded-xl border-2 border-dashed p-4 transition ${over ? 'border-brand-600 bg-brand-50' : 'border-slate-300 bg-slate-50'}`}
    >
      <label htmlFor={id} className="flex items-center gap-2 text-sm font-semibold text-ink">
        <Upload aria-hidden="true" className="h-4 w-4 text-brand-700" />
        {label}
      </label>
      <input
        id={id}
        type="file"
        accept={VIDEO_UPLOAD_ACCEPT}
        disabled={disabled}
        aria-describedby={`${id}-hint`}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onFile(file);
        }}
        className="mt-2 block w-full max-w-full text-sm file:mr-3 file:rounded-full file:border-0 file:bg-brand-700 file:px-4 file:py-2 file:font-semibold file:text-white"
      />
      <p id={`${id}-hint`} className="mt-2 text-xs text-slate-600">
        Choose a file or drop it here: MP4, MOV, MKV or WebM, up to 4 GB and 6 hours. The upload continues after a dropped connection, and after a reload when you choose the same file again.
      </p>
    </div>
  );
}
