import { useId, useState } from 'react';
import { CAPTION_LANG_NAMES, CAPTION_MAX_BYTES, captionLangs, type CaptionLang, type VideoAsset } from '../../../../contracts/studio-video-schemas';
import { errorText } from '../../../api/error-text';
import { formatBytes } from '../../../format/bytes';
import { Button } from '../../ui/Button';

type Props = {
  asset: VideoAsset;
  busy: boolean;
  upload: (lang: CaptionLang, file: File) => Promise<unknown>;
  remove: (lang: CaptionLang) => Promise<unknown>;
};

/** One language's captions: the file kept, with Remove, or a picker for a .vtt file. */
function CaptionRow({ asset, lang, busy, upload, remove }: Props & { lang: CaptionLang }) {
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const [working, setWorking] = useState(false);
  const kept = asset.captions.find((c) => c.lang === lang);
  const name = CAPTION_LANG_NAMES[lang];

  const run = async (work: () => Promise<unknown>) => {
    setProblem(null);
    setWorking(true);
    try {
      await work();
    } catch (error) {
      setProblem(errorText(error));
    } finally {
      setWorking(false);
    }
  };

  return (
    <li className="space-y-1.5 py-2">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="font-semibold text-ink">{name}</span>
        <span className="text-slate-600">{kept ? `captions added (${formatBytes(kept.sizeBytes)})` : 'no captions'}</span>
        {kept && (
          <Button size="sm" variant="secondary-danger" busy={working} disabled={busy} onClick={() => void run(() => remove(lang))} aria-label={`Remove the ${name} captions`}>
            Remove
          </Button>
        )}
      </div>
      <label htmlFor={id} className="block text-xs font-semibold text-slate-700">
        {kept ? `Replace the ${name} captions (.vtt)` : `Add ${name} captions (.vtt)`}
      </label>
      <input
        id={id}
        type="file"
        accept=".vtt,text/vtt"
        disabled={busy || working}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (!file) return;
          if (file.size > CAPTION_MAX_BYTES) return setProblem('A caption file must be 1 MB or smaller.');
          void run(() => upload(lang, file));
        }}
        className="block w-full max-w-full text-sm file:mr-3 file:rounded-full file:border-0 file:bg-brand-50 file:px-4 file:py-2 file:font-semibold file:text-brand-800"
      />
      {problem && (
        <p role="alert" className="text-sm font-semibold text-red-700">
          {problem}
        </p>
      )}
    </li>
  );
}

/** Captions students can turn on in the player: a WebVTT file per language, English and Bengali. */
export function CaptionsEditor(props: Props) {
  return (
    <section aria-labelledby={`captions-${props.asset.id}`} className="border-t border-slate-100 pt-3">
      <h4 id={`captions-${props.asset.id}`} className="text-sm font-bold text-ink">
        Captions
      </h4>
      <p className="text-xs text-slate-600">WebVTT files (.vtt), up to 1 MB each. Students can turn them on in the player.</p>
      <ul className="divide-y divide-slate-100">
        {captionLangs.map((lang) => (
          <CaptionRow key={lang} lang={lang} {...props} />
        ))}
      </ul>
    </section>
  );
}
