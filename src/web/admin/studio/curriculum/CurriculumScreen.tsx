import { useEffect, useRef, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import type { CurriculumLesson, LessonKind } from '../../../../contracts/studio-curriculum-schemas';
import { errorText } from '../../../api/error-text';
import { FormAlert } from '../../../components/FormAlert';
import { LoadError } from '../../../components/LoadError';
import { PageMeta } from '../../../components/PageMeta';
import { useAdmin } from '../../admin-context';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { EditorFrame } from '../../ui/EditorFrame';
import { isEditConflict } from '../edit-conflict';
import { useAddLesson, useChangeStructure, useCurriculum, type StructureChange } from './curriculum-api';
import { lessonPosition, sectionPosition, type Order } from './curriculum-order';
import { CurriculumTree } from './CurriculumTree';
import { LessonEditor } from './LessonEditor';

/**
 * The curriculum builder: a course's sections and lessons on one side, the
 * chosen lesson's editor on the other (below, on phones). Every structural
 * change is sent with the curriculum version it was made from and answered
 * with the new tree; each move is announced in a live region.
 */
export default function CurriculumScreen() {
  const { basePath } = useAdmin();
  const courseId = Number(useParams().id);
  const [params, setParams] = useSearchParams();
  const selected = Number(params.get('lesson')) || null;
  const curriculum = useCurriculum(courseId);
  const change = useChangeStructure(courseId);
  const addLesson = useAddLesson(courseId);
  const [announcement, setAnnouncement] = useState('');
  const [problem, setProblem] = useState<{ conflict: boolean; message: string } | null>(null);
  const pendingFocus = useRef<string | null>(null);
  const editor = useRef<HTMLDivElement>(null);

  // After a move the tree is drawn again: the button that moved the item keeps the focus (or its twin when it went to an end).
  useEffect(() => {
    const key = pendingFocus.current;
    if (!key) return;
    pendingFocus.current = null;
    const twin = key.endsWith('-up') ? key.replace(/-up$/, '-down') : key.replace(/-down$/, '-up');
    const target = [key, twin]
      .map((k) => document.querySelector<HTMLElement>(`[data-focus="${k}"]`))
      .find((el) => el && el.getAttribute('aria-disabled') !== 'true' && !(el as HTMLButtonElement).disabled);
    target?.focus();
  }, [curriculum.data]);

  if (!Number.isInteger(courseId) || courseId <= 0) return <LoadError what="this course" onRetry={() => undefined} />;
  if (curriculum.isError) return <LoadError what="the curriculum" error={curriculum.error} onRetry={() => void curriculum.refetch()} />;
  const data = curriculum.data;
  if (!data) return <p className="p-6 text-slate-600">Loading the curriculum…</p>;

  const run = async (structure: StructureChange, say?: (next: NonNullable<typeof data>) => string, focus: string | null = null) => {
    setProblem(null);
    pendingFocus.current = focus;
    try {
      const next = await change.mutateAsync({ change: structure, curriculumVersion: data.curriculumVersion });
      if (say) setAnnouncement(say(next));
    } catch (error) {
      pendingFocus.current = null;
      setProblem({ conflict: isEditConflict(error), message: errorText(error) });
    }
  };

  const reorder = (order: Order, moved: { type: 'lesson' | 'section'; id: number }, focus: string | null) =>
    void run({ kind: 'order', sections: order }, (next) => (moved.type === 'lesson' ? `Moved ${lessonPosition(next, moved.id)}` : `Moved ${sectionPosition(next, moved.id)}`), focus);

  const select = (lessonId: number) => {
    setParams({ lesson: String(lessonId) });
    window.requestAnimationFrame(() => editor.current?.scrollIntoView({ block: 'start', behavior: 'smooth' }));
  };

  const add = async (sectionId: number, title: string, kind: LessonKind) => {
    setProblem(null);
    try {
      const lesson = await addLesson.mutateAsync({ curriculumVersion: data.curriculumVersion, sectionId, title, kind });
      setAnnouncement(`Added ${title}. Its editor is open.`);
      select(lesson.id);
    } catch (error) {
      setProblem({ conflict: isEditConflict(error), message: errorText(error) });
    }
  };

  const removeLesson = (lesson: CurriculumLesson) => {
    if (!window.confirm(`Remove “${lesson.title}”? Students stop seeing it; their progress on it is kept.`)) return;
    if (selected === lesson.id) setParams({});
    void run({ kind: 'remove-lesson', lessonId: lesson.id }, () => `Removed ${lesson.title}.`);
  };

  return (
    <>
      <PageMeta title={`Curriculum: ${data.course.title}`} />
      <EditorFrame
        back={{ to: `${basePath}/studio/courses/${courseId}`, label: 'Back to the course' }}
        title="Curriculum"
        intro={`${data.course.title}. Lessons are drafts until you publish them; students only ever see published lessons.`}
        status={data.course.status === 'published' ? <Badge tone="green">Course published</Badge> : <Badge tone="amber">Course not published</Badge>}
        notices={
          problem &&
          (problem.conflict ? (
            <FormAlert tone="warning">
              <p className="font-semibold">Another admin changed this curriculum after you opened it. Nothing of your last change was saved.</p>
              <Button
                className="mt-3"
                onClick={() => {
                  setProblem(null);
                  void curriculum.refetch();
                }}
              >
                Reload the curriculum
              </Button>
            </FormAlert>
          ) : (
            <FormAlert>
              <p className="font-semibold">{problem.message}</p>
            </FormAlert>
          ))
        }
      >
        <p className="sr-only" aria-live="assertive" aria-atomic="true">
          {announcement}
        </p>
        <div className="mt-6 grid gap-6 lg:grid-cols-2 lg:items-start">
          <div>
            {data.sections.length === 0 && <p className="mb-4 text-slate-600">No sections yet. Add the first one below, then its lessons.</p>}
            <CurriculumTree
              curriculum={data}
              selectedLessonId={selected}
              busy={change.isPending || addLesson.isPending}
              onSelect={select}
              onReorder={reorder}
              onAddSection={(title) => void run({ kind: 'add-section', title }, () => `Added section ${title}.`)}
              onRenameSection={(sectionId, title) => void run({ kind: 'rename-section', sectionId, title }, () => `Renamed the section to ${title}.`)}
              onRemoveSection={(sectionId) => {
                if (window.confirm('Remove this empty section?')) void run({ kind: 'remove-section', sectionId }, () => 'Removed the section.');
              }}
              onAddLesson={(sectionId, title, kind) => void add(sectionId, title, kind)}
              onRemoveLesson={removeLesson}
            />
          </div>
          <div ref={editor} className="scroll-mt-4 lg:sticky lg:top-4">
            {selected ? (
              <LessonEditor key={selected} courseId={courseId} lessonId={selected} />
            ) : (
              <p className="rounded-2xl border border-dashed border-slate-300 p-6 text-slate-600">Choose a lesson to edit it, or add one to a section.</p>
            )}
          </div>
        </div>
      </EditorFrame>
    </>
  );
}
