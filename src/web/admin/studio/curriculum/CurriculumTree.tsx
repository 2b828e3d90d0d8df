import { ArrowDown, ArrowUp, FileText, GripVertical, PlayCircle, Plus, Trash2, Type } from 'lucide-react';
import { useState, type DragEvent, type FormEvent } from 'react';
import type { Curriculum, CurriculumLesson, LessonKind } from '../../../../contracts/studio-curriculum-schemas';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { Input } from '../../ui/Input';
import { Select } from '../../ui/Select';
import { moveLesson, moveSection, orderOf, placeLesson, type Order } from './curriculum-order';

const KIND_ICON = { video: PlayCircle, text: Type, pdf: FileText } as const;
const KIND_LABEL: Record<LessonKind, string> = { video: 'Video', text: 'Text', pdf: 'PDF' };
const STATE_BADGE = {
  draft: <Badge tone="amber">Draft</Badge>,
  changed: <Badge tone="violet">Unpublished changes</Badge>,
  published: <Badge tone="green">Published</Badge>,
} as const;

type Dragged = { type: 'lesson' | 'section'; id: number };
const DRAG_TYPE = 'application/x-hisab-curriculum';

type Props = {
  curriculum: Curriculum;
  selectedLessonId: number | null;
  busy: boolean;
  onSelect: (lessonId: number) => void;
  /** A new order, and what moved (for the announcement and the focus). */
  onReorder: (order: Order, moved: Dragged, focus: string | null) => void;
  onAddSection: (title: string) => void;
  onRenameSection: (sectionId: number, title: string) => void;
  onRemoveSection: (sectionId: number) => void;
  onAddLesson: (sectionId: number, title: string, kind: LessonKind) => void;
  onRemoveLesson: (lesson: CurriculumLesson) => void;
};

/**
 * Sections and their lessons as a list of lists. Everything moves with
 * buttons (Move up, Move down, Move to section), so the keyboard reaches it
 * all; a mouse may also drag a lesson or a section (native drag and drop,
 * no library in the bundle) onto another lesson, a section's drop area or
 * another section.
 */
export function CurriculumTree(props: Props) {
  const { curriculum, busy } = props;
  const order = orderOf(curriculum);
  const [dragged, setDragged] = useState<Dragged | null>(null);
  const [dropTarget, setDropTarget] = useState<string | null>(null);

  const startDrag = (event: DragEvent, item: Dragged) => {
    event.dataTransfer.effectAllowed = 'move';
    event.dataTransfer.setData(DRAG_TYPE, JSON.stringify(item));
    setDragged(item);
  };
  const over = (key: string, accepts: Dragged['type']) => (event: DragEvent) => {
    if (dragged?.type !== accepts) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'move';
    if (dropTarget !== key) setDropTarget(key);
  };
  const drop = (compute: (item: Dragged) => Order | null) => (event: DragEvent) => {
    event.preventDefault();
    const item = dragged;
    setDragged(null);
    setDropTarget(null);
    if (!item) return;
    const next = compute(item);
    if (next) props.onReorder(next, item, null);
  };
  const endDrag = () => {
    setDragged(null);
    setDropTarget(null);
  };

  return (
    <div className="space-y-4">
      <ol className="space-y-4" aria-label="Sections">
        {curriculum.sections.map((section, sectionIndex) => {
          const sectionKey = `section-${section.id}`;
          return (
            <li
              key={section.id}
              className={`rounded-2xl border bg-white shadow-sm ${dropTarget === sectionKey ? 'border-brand-600 ring-2 ring-brand-200' : 'border-slate-200'}`}
              onDragOver={over(sectionKey, 'section')}
              onDrop={drop((item) => (item.type === 'section' ? moveSection(order, item.id, sectionIndex) : null))}
            >
              <SectionHeader
                title={section.title}
                focusKey={sectionKey}
                index={sectionIndex}
                count={curriculum.sections.length}
                busy={busy}
                onDragStart={(event) => startDrag(event, { type: 'section', id: section.id })}
                onDragEnd={endDrag}
                onMove={(delta) => {
                  const next = moveSection(order, section.id, sectionIndex + delta);
                  if (next) props.onReorder(next, { type: 'section', id: section.id }, `section-${section.id}-${delta < 0 ? 'up' : 'down'}`);
                }}
                onRename={(title) => props.onRenameSection(section.id, title)}
                onRemove={() => props.onRemoveSection(section.id)}
                canRemove={section.lessons.length === 0}
              />
              <ol className="divide-y divide-slate-100 border-t border-slate-100" aria-label={`Lessons in ${section.title}`}>
                {section.lessons.map((lesson, lessonIndex) => {
                  const key = `lesson-${lesson.id}`;
                  const Icon = KIND_ICON[lesson.kind];
                  const first = sectionIndex === 0 && lessonIndex === 0;
                  const last = sectionIndex === curriculum.sections.length - 1 && lessonIndex === section.lessons.length - 1;
                  const selected = props.selectedLessonId === lesson.id;
                  return (
                    <li
                      key={lesson.id}
                      draggable={!busy}
                      onDragStart={(event) => {
                        event.stopPropagation();
                        startDrag(event, { type: 'lesson', id: lesson.id });
                      }}
                      onDragEnd={endDrag}
                      onDragOver={over(key, 'lesson')}
                      onDrop={drop((item) => (item.type === 'lesson' ? placeLesson(order, item.id, section.id, lesson.id) : null))}
                      className={`px-3 py-2 ${selected ? 'bg-brand-50' : ''} ${dropTarget === key ? 'border-t-2 border-brand-600' : ''}`}
                      data-lesson-row={lesson.id}
                    >
                      <div className="flex items-start gap-2">
                        <GripVertical className="mt-0.5 h-4 w-4 shrink-0 cursor-grab text-slate-400" aria-hidden />
                        <Icon className="mt-0.5 h-4 w-4 shrink-0 text-slate-500" aria-hidden />
                        <button
                          type="button"
                          onClick={() => props.onSelect(lesson.id)}
                          aria-current={selected ? 'true' : undefined}
                          className="min-w-0 flex-1 text-left text-sm font-semibold break-words text-ink hover:text-brand-800 hover:underline"
                        >
                          {lesson.title}
                          <span className="sr-only">
                            , {KIND_LABEL[lesson.kind]} lesson, {lesson.state === 'changed' ? 'published with unpublished changes' : lesson.state}
                          </span>
                        </button>
                      </div>
                      <div className="mt-1.5 flex flex-wrap items-center gap-2 pl-12">
                        <span className="text-xs text-slate-600">{lesson.durationMinutes} min</span>
                        {lesson.freePreview && <Badge tone="slate">Free preview</Badge>}
                        {STATE_BADGE[lesson.state]}
                        <span className="ml-auto flex items-center gap-1">
                          <Button
                            size="icon"
                            icon={ArrowUp}
                            disabled={busy || first}
                            data-focus={`${key}-up`}
                            aria-label={`Move ${lesson.title} up`}
                            onClick={() => {
                              const next = moveLesson(order, lesson.id, -1);
                              if (next) props.onReorder(next, { type: 'lesson', id: lesson.id }, `${key}-up`);
                            }}
                          />
                          <Button
                            size="icon"
                            icon={ArrowDown}
                            disabled={busy || last}
                            data-focus={`${key}-down`}
                            aria-label={`Move ${lesson.title} down`}
                            onClick={() => {
                              const next = moveLesson(order, lesson.id, 1);
                              if (next) props.onReorder(next, { type: 'lesson', id: lesson.id }, `${key}-down`);
                            }}
                          />
                          {curriculum.sections.length > 1 && (
                            <select
                              aria-label={`Move ${lesson.title} to section`}
                              className="h-9 max-w-36 rounded-full border border-slate-300 bg-white px-2 text-xs font-semibold text-slate-700"
                              value=""
                              disabled={busy}
                              data-focus={`${key}-to`}
                              onChange={(event) => {
                                const next = placeLesson(order, lesson.id, Number(event.target.value));
                                if (next) props.onReorder(next, { type: 'lesson', id: lesson.id }, `${key}-to`);
                              }}
                            >
                              <option value="">Move to…</option>
                              {curriculum.sections
                                .filter((s) => s.id !== section.id)
                                .map((s) => (
                                  <option key={s.id} value={s.id}>
                                    {s.title}
                                  </option>
                                ))}
                            </select>
                          )}
                          <Button size="icon" icon={Trash2} disabled={busy} aria-label={`Remove ${lesson.title}`} onClick={() => props.onRemoveLesson(lesson)} />
                        </span>
                      </div>
                    </li>
                  );
                })}
                <li
                  onDragOver={over(`${sectionKey}-end`, 'lesson')}
                  onDrop={drop((item) => (item.type === 'lesson' ? placeLesson(order, item.id, section.id) : null))}
                  className={`px-3 py-2 ${dropTarget === `${sectionKey}-end` ? 'bg-brand-50' : ''}`}
                >
                  <AddLesson sectionTitle={section.title} busy={busy} onAdd={(title, kind) => props.onAddLesson(section.id, title, kind)} />
                </li>
              </ol>
            </li>
          );
        })}
      </ol>
      <AddSection busy={busy} onAdd={props.onAddSection} />
    </div>
  );
}

function SectionHeader(props: {
  title: string;
  focusKey: string;
  index: number;
  count: number;
  busy: boolean;
  canRemove: boolean;
  onDragStart: (event: DragEvent) => void;
  onDragEnd: () => void;
  onMove: (delta: -1 | 1) => void;
  onRename: (title: string) => void;
  onRemove: () => void;
}) {
  const [renaming, setRenaming] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (renaming && renaming.trim()) props.onRename(renaming.trim());
    setRenaming(null);
  };
  return (
    <div className="flex flex-wrap items-start gap-2 p-3" draggable={!props.busy && renaming === null} onDragStart={props.onDragStart} onDragEnd={props.onDragEnd}>
      <GripVertical className="mt-1 h-4 w-4 shrink-0 cursor-grab text-slate-400" aria-hidden />
      {renaming === null ? (
        <h2 className="min-w-0 flex-1 basis-40 font-bold break-words text-ink">
          <span className="text-slate-600">Section {props.index + 1}: </span>
          {props.title}
        </h2>
      ) : (
        <form onSubmit={submit} className="flex min-w-0 flex-1 gap-2">
          <Input aria-label="Section title" value={renaming} onChange={(e) => setRenaming(e.target.value)} maxLength={200} autoFocus />
          <Button type="submit" size="sm">
            Save
          </Button>
          <Button size="sm" onClick={() => setRenaming(null)}>
            Cancel
          </Button>
        </form>
      )}
      {renaming === null && (
        <span className="ml-auto flex items-center gap-1">
          <Button
            size="icon"
            icon={ArrowUp}
            disabled={props.busy || props.index === 0}
            data-focus={`${props.focusKey}-up`}
            aria-label={`Move section ${props.title} up`}
            onClick={() => props.onMove(-1)}
          />
          <Button
            size="icon"
            icon={ArrowDown}
            disabled={props.busy || props.index === props.count - 1}
            data-focus={`${props.focusKey}-down`}
            aria-label={`Move section ${props.title} down`}
            onClick={() => props.onMove(1)}
          />
          <Button size="sm" disabled={props.busy} onClick={() => setRenaming(props.title)}>
            Rename
          </Button>
          <Button
            size="icon"
            icon={Trash2}
            disabled={props.busy || !props.canRemove}
            aria-label={`Remove section ${props.title}`}
            title={props.canRemove ? undefined : 'Move or remove its lessons first'}
            onClick={props.onRemove}
          />
        </span>
      )}
    </div>
  );
}

function AddLesson({ sectionTitle, busy, onAdd }: { sectionTitle: string; busy: boolean; onAdd: (title: string, kind: LessonKind) => void }) {
  const [title, setTitle] = useState('');
  const [kind, setKind] = useState<LessonKind>('video');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim()) return;
    onAdd(title.trim(), kind);
    setTitle('');
  };
  return (
    <form onSubmit={submit} className="flex flex-wrap items-center gap-2">
      <Input aria-label={`New lesson title in ${sectionTitle}`} placeholder="New lesson title" className="min-w-0 flex-1" value={title} onChange={(e) => setTitle(e.target.value)} maxLength={200} />
      <Select aria-label={`New lesson kind in ${sectionTitle}`} width="w-auto" value={kind} onChange={(e) => setKind(e.target.value as LessonKind)}>
        <option value="video">Video</option>
        <option value="text">Text</option>
        <option value="pdf">PDF</option>
      </Select>
      <Button type="submit" size="sm" icon={Plus} disabled={busy || !title.trim()}>
        Add lesson
      </Button>
    </form>
  );
}

function AddSection({ busy, onAdd }: { busy: boolean; onAdd: (title: string) => void }) {
  const [title, setTitle] = useState('');
  return (
    <form
      className="flex flex-wrap items-center gap-2 rounded-2xl border border-dashed border-slate-300 p-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (!title.trim()) return;
        onAdd(title.trim());
        setTitle('');
      }}
    >
      <Input aria-label="New section title" placeholder="New section title" className="min-w-0 flex-1" value={title} onChange={(e) => setTitle(e.target.value)} maxLength={200} />
      <Button type="submit" size="sm" icon={Plus} disabled={busy || !title.trim()}>
        Add section
      </Button>
    </form>
  );
}
