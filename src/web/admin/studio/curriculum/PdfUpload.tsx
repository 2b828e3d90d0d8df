import { FileText } from 'lucide-react';
import { useId, useState } from 'react';
import { LESSON_PDF_MAX_BYTES, type StudioLesson } from '../../../../contracts/studio-curriculum-schemas';
import { errorText } from '../../../api/error-text';
import { formatBytes } from '../../../format/bytes';
import { Button } from '../../ui/Button';

const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d];

/** The same checks as the server's, before sending 20 MB for nothing: the first bytes and the size. */
async function problemWith(file: File): Promise<string | null> {
  if (file.size > LESSON_PDF_MAX_BYTES) return `This file is ${(file.size / 1024 / 1024).toFixed(1)} MB; a lesson PDF must be 20 MB or smaller.`;
  const head = new Uint8Array(await file.slice(0, PDF_MAGIC.length).arrayBuffer());
  if (!PDF_MAGIC.every((b, i) => head[i] === b)) return 'This file is not a PDF: its contents do not start the way every PDF does. Export or save it as PDF first.';
  return null;
}

type Props = {
  file: StudioLesson['draft']['file'];
  disabled: boolean;
  upload: (file: File, onProgress: (fraction: number) => void) => Promise<void>;
  onRemove: () => void;
};

/** Choose a PDF, see it checked, watch it upload; the server's answer (its own byte and size checks) is shown as it comes. */
export function PdfUpload({ file, disabled, upload, onRemove }: Props) {
  const id = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const choose = async (chosen: File | undefined) => {
    if (!chosen) return;
    setProblem(null);
    const local = await problemWith(chosen);
    if (local) return setProblem(local);
    setProgress(0);
    try {
      await upload(chosen, setProgress);
    } catch (error) {
      setProblem(errorText(error));
    } finally {
      setProgress(null);
    }
  };

  return (
    <div className="space-y-2">
      {file ? (
        <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
          <FileText className="h-4 w-4 text-slate-500" aria-hidden />
          <span className="font-semibold">{file.name}</span>
          <span className="text-slate-500">({formatBytes(file.sizeBytes)})</span>
          <Button size="sm" onClick={onRemove} disabled={disabled || progress !== null}>
            Remove file
          </Button>
        </p>
      ) : (
        <p className="text-sm text-slate-600">No file yet.</p>
      )}
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        {file ? 'Replace the PDF' : 'Upload the PDF'}
      </label>
      <input
        id={id}
        type="file"
        accept="application/pdf,.pdf"
        disabled={disabled || progress !== null}
        aria-describedby={`${id}-hint`}
        onChange={(event) => {
          void choose(event.target.files?.[0]);
          event.target.value = '';
        }}
        className="block w-full text-sm file:mr-3 file:rounded-full file:border-0 file:bg-brand-50 file:px-4 file:py-2 file:font-semibold file:text-brand-800"
      />
      <p id={`${id}-hint`} className="text-xs text-slate-600">
        A PDF of up to 20 MB. Students get it when the lesson is published.
      </p>
      {progress !== null && (
        <div>
          <progress className="h-2 w-full" max={1} value={progress} aria-label="Upload progress" />
          <p className="text-xs text-slate-600" aria-live="polite">
            Uploading… {Math.round(progress * 100)}%
          </p>
        </div>
      )}
      {problem && (
        <p role="alert" className="text-sm font-semibold text-red-700">
          {problem}
        </p>
      )}
    </div>
  );
}
