import { COURSE_COVER_THEME_NAMES, COURSE_COVER_THEMES, type CourseCoverTheme } from '../../../../contracts/course-cover-themes';
import { IMAGE_SIZES } from '../../../../contracts/images';
import { coverPreviewUrl } from './courses-api';

type Props = { courseId: number; value: CourseCoverTheme; title: string; onChange: (theme: CourseCoverTheme) => void };

/**
 * The generated cover's colours: a radio group of swatches (arrow keys move
 * between them) beside the cover itself, drawn by the server with the
 * chosen colours and the title being typed.
 */
export function CoverThemePicker({ courseId, value, title, onChange }: Props) {
  const { width, height } = IMAGE_SIZES.course;
  return (
    <fieldset>
      <legend className="block text-sm font-semibold text-ink">Cover colours</legend>
      <p className="mt-1 text-sm text-slate-500">The cover is drawn from the title and the paper; choose its colours.</p>
      <div className="mt-3 grid gap-4 lg:grid-cols-[1fr_18rem]">
        <div className="flex flex-wrap content-start gap-2">
          {COURSE_COVER_THEME_NAMES.map((name) => {
            const theme = COURSE_COVER_THEMES[name];
            return (
              <label key={name} className="cursor-pointer">
                <input type="radio" name="cover-theme" value={name} checked={value === name} onChange={() => onChange(name)} className="peer sr-only" />
                <span className="flex items-center gap-2 rounded-full border border-slate-300 bg-white py-1 pl-1 pr-3 text-sm font-semibold text-ink peer-checked:border-brand-600 peer-checked:ring-2 peer-checked:ring-brand-600 peer-focus-visible:ring-4 peer-focus-visible:ring-brand-200">
                  <span
                    aria-hidden="true"
                    className="h-7 w-7 rounded-full border border-white/40"
                    // The paper's own gradient depends on the paper: a mix of the level colours stands for it.
                    style={{ background: name === 'paper' ? 'conic-gradient(#0284c7, #6d28d9, #c2410c, #0284c7)' : `linear-gradient(135deg, ${theme.from}, ${theme.to})` }}
                  />
                  {theme.label}
                </span>
              </label>
            );
          })}
        </div>
        <img
          src={coverPreviewUrl(courseId, value, title)}
          alt={`The cover with the ${COURSE_COVER_THEMES[value].label.toLowerCase()}`}
          width={width}
          height={height}
          className="aspect-video w-full rounded-xl border border-slate-200 bg-slate-100 object-cover"
        />
      </div>
    </fieldset>
  );
}
