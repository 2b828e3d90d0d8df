import { ImagePlus } from 'lucide-react';
import { useId, useState } from 'react';
import { IMAGE_MAX_ASPECT, IMAGE_MIN_SIDE } from '../../../../contracts/images';
import type { UploadedMedia } from '../../../../contracts/studio-content-schemas';
import { errorText } from '../../../api/error-text';
import { Button } from '../../ui/Button';
import { buttonClass } from '../../ui/button-class';
import { uploadImage } from './content-api';

/** What an upload may be, as the server checks it (a refusal's message names the rule that failed). */
export const IMAGE_RULES = `PNG, JPEG or WebP up to 8 MB, at least ${IMAGE_MIN_SIDE} px a side, the longer side at most ${IMAGE_MAX_ASPECT} times the shorter.`;

/**
 * Uploads a picture (IMAGE_RULES, checked again by the server, which
 * decodes it whole) and shows it as the site will; `onUploaded` receives its id and
 * addresses.
 */
export function ImageUpload({
  label,
  hint,
  previewUrl,
  previewClass,
  onUploaded,
  onRemove,
}: {
  label: string;
  hint: string;
  previewUrl: string | null;
  previewClass: string;
  onUploaded: (media: UploadedMedia) => void;
  onRemove?: () => void;
}) {
  const id = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const pick = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    setProgress(0);
    try {
      onUploaded(await uploadImage(file, setProgress));
    } catch (caught) {
      setError(errorText(caught));
    } finally {
      setProgress(null);
    }
  };
  return (
    <div>
      <p className="mb-1 block text-sm font-semibold text-ink">{label}</p>
      <div className="flex flex-wrap items-start gap-4">
        {previewUrl && <img src={previewUrl} alt={`${label}: preview`} className={`${previewClass} rounded-xl border border-slate-200 bg-slate-100 object-cover`} />}
        <div className="space-y-2">
          <label htmlFor={id} className={`${buttonClass()} cursor-pointer focus-within:ring-4 focus-within:ring-brand-100`}>
            <ImagePlus aria-hidden="true" className="h-4 w-4" /> {previewUrl ? 'Replace image' : 'Upload image'}
            <input id={id} type="file" accept="image/png,image/jpeg,image/webp" className="sr-only" aria-describedby={`${id}-hint`} onChange={(e) => void pick(e.target.files?.[0])} />
          </label>
          {previewUrl && onRemove && (
            <Button className="ml-2" onClick={onRemove}>
              Use the generated picture
            </Button>
          )}
          <p id={`${id}-hint`} className="text-xs text-slate-600">
            {hint}
          </p>
          {progress !== null && (
            <progress className="block w-48" value={progress} max={1} aria-label="Upload progress">
              {Math.round(progress * 100)}%
            </progress>
          )}
          {error && (
            <p role="alert" className="text-sm font-semibold text-red-700">
              {error}
            </p>
          )}
        </div>
      </div>
    </div>
  );
}
