import { AlertTriangle, ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { MAX_SECTIONS, type ExamInput, type ExamSection } from '../../../../contracts/studio-exam-schemas';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { Input } from '../../ui/Input';
import { TextArea } from '../../ui/TextArea';
import { addSection, editSection, moveSection, nextSectionTitle, removeSection, suggestedTotal, type SectionsPatch } from './exam-sections-form';

type Props = {
  form: Pick<ExamInput, 'sections' | 'blueprint' | 'questionIds' | 'questionSections' | 'durationMinutes'>;
  onChange: (patch: SectionsPatch) => void;
};

/**
 * The paper's sections, as the real paper has them (Section A objective,
 * Section B written): each with its instructions and the time suggested
 * for it, shown to students in the player's navigator. Suggested times are
 * guidance, so going over the exam's duration is warned of, not refused.
 * Moving or removing a section takes its rows and questions along (to its
 * neighbour when removed). Each change is read out, and the focus follows
 * the section moved, or goes to Add a section after a removal.
 */
export function SectionsEditor({ form, onChange }: Props) {
  const [announce, setAnnounce] = useState('');
  const focusNext = useRef<string | null>(null);
  useEffect(() => {
    if (focusNext.current) document.getElementById(focusNext.current)?.focus();
    focusNext.current = null;
  });
  const { sections } = form;
  const total = suggestedTotal(sections, form.durationMinutes);
  const change = (patch: SectionsPatch, said: string, focus: string) => {
    focusNext.current = focus;
    onChange(patch);
    setAnnounce(said);
  };
  const remaining = form.durationMinutes === null ? 30 : Math.max(1, form.durationMinutes - total.minutes);
  return (
    <div>
      <p className="text-sm text-slate-600">
        {sections.length === 0
          ? 'No sections: the paper is one run of questions. Add sections to give it parts, as Section A (objective) and Section B (written) of the real paper.'
          : 'Students see each section’s heading, instructions and suggested time in the player. Questions and blueprint rows name their section below; the paper gives the sections in this order.'}
      </p>
      <p className="sr-only" aria-live="polite">
        {announce}
      </p>
      {sections.length > 0 && (
        <ol className="mt-4 grid gap-3">
          {sections.map((section, i) => (
            <li key={i} className="rounded-xl border border-slate-200 p-4">
              <fieldset>
                <legend className="text-sm font-bold text-ink">
                  {i + 1}. {section.title || 'Untitled section'}
                </legend>
                <div className="mt-3 grid gap-3 sm:grid-cols-[minmax(0,1fr)_10rem]">
                  <Field id={`section-title-${i}`} label="Heading" error={section.title.trim() === '' ? 'Give the section a heading.' : undefined}>
                    <Input value={section.title} maxLength={120} onChange={(e) => onChange(editSection(form, i, { title: e.target.value }))} />
                  </Field>
                  <Field label="Suggested minutes">
                    <Input
                      type="number"
                      min={1}
                      max={600}
                      value={section.suggestedMinutes}
                      onChange={(e) => onChange(editSection(form, i, { suggestedMinutes: Math.max(1, Math.min(600, Number(e.target.value) || 1)) }))}
                    />
                  </Field>
                  <Field label="Instructions" optional className="sm:col-span-2">
                    <TextArea rows={2} maxLength={2000} value={section.instructions} onChange={(e) => onChange(editSection(form, i, { instructions: e.target.value }))} />
                  </Field>
                </div>
              </fieldset>
              <div className="mt-3 flex flex-wrap gap-2">
                <Button
                  id={`section-up-${i}`}
                  size="sm"
                  disabled={i === 0}
                  onClick={() => change(moveSection(form, i, -1), `${section.title} moved to place ${i} of ${sections.length}.`, `section-up-${i - 1}`)}
                >
                  <ArrowUp aria-hidden="true" className="h-4 w-4" /> Move up<span className="sr-only"> {section.title}</span>
                </Button>
                <Button
                  id={`section-down-${i}`}
                  size="sm"
                  disabled={i === sections.length - 1}
                  onClick={() => change(moveSection(form, i, 1), `${section.title} moved to place ${i + 2} of ${sections.length}.`, `section-down-${i + 1}`)}
                >
                  <ArrowDown aria-hidden="true" className="h-4 w-4" /> Move down<span className="sr-only"> {section.title}</span>
                </Button>
                <Button
                  size="sm"
                  variant="secondary-danger"
                  onClick={() =>
                    change(
                      removeSection(form, i),
                      sections.length === 1 ? `${section.title} removed: no sections now.` : `${section.title} removed; its questions and rows moved to ${sectionName(sections, i === 0 ? 1 : i - 1)}.`,
                      'section-add',
                    )
                  }
                >
                  <Trash2 aria-hidden="true" className="h-4 w-4" /> Remove<span className="sr-only"> {section.title}</span>
                </Button>
              </div>
            </li>
          ))}
        </ol>
      )}
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <Button
          id="section-add"
          size="sm"
          disabled={sections.length >= MAX_SECTIONS}
          onClick={() => change(addSection(form, remaining), `${nextSectionTitle(sections)} added.`, `section-title-${sections.length}`)}
        >
          <Plus aria-hidden="true" className="h-4 w-4" /> Add a section
        </Button>
        {sections.length > 0 && (
          <p aria-live="polite" className={`flex items-center gap-1.5 text-sm font-semibold ${total.over ? 'text-amber-800' : 'text-slate-700'}`}>
            {total.over && <AlertTriangle aria-hidden="true" className="h-4 w-4 shrink-0" />}
            {total.over
              ? `The suggested times add up to ${total.minutes} minutes, more than the exam’s ${form.durationMinutes}.`
              : `Suggested times: ${total.minutes} minutes${form.durationMinutes === null ? '' : ` of ${form.durationMinutes}`}.`}
          </p>
        )}
      </div>
    </div>
  );
}

const sectionName = (sections: ExamSection[], i: number) => sections[i]?.title || `section ${i + 1}`;
