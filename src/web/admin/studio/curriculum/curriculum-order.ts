import type { Curriculum, CurriculumOrder } from '../../../../contracts/studio-curriculum-schemas';

export type Order = CurriculumOrder['sections'];

/** The order as the API takes it: every section with its lessons' ids. */
export function orderOf(curriculum: Curriculum): Order {
  return curriculum.sections.map((s) => ({ id: s.id, lessonIds: s.lessons.map((l) => l.id) }));
}

const copy = (order: Order): Order => order.map((s) => ({ id: s.id, lessonIds: [...s.lessonIds] }));

function locate(order: Order, lessonId: number): { section: number; index: number } | null {
  for (const [section, s] of order.entries()) {
    const index = s.lessonIds.indexOf(lessonId);
    if (index >= 0) return { section, index };
  }
  return null;
}

/**
 * A lesson one place up or down. At the top or bottom of its section it
 * crosses into the section before or after (at its end or start), so the
 * keyboard can take a lesson anywhere. Null when it cannot move further.
 */
export function moveLesson(order: Order, lessonId: number, delta: -1 | 1): Order | null {
  const at = locate(order, lessonId);
  if (!at) return null;
  const next = copy(order);
  const own = next[at.section]!.lessonIds;
  const target = at.index + delta;
  if (target >= 0 && target < own.length) {
    own.splice(at.index, 1);
    own.splice(target, 0, lessonId);
    return next;
  }
  const neighbour = next[at.section + delta];
  if (!neighbour) return null;
  own.splice(at.index, 1);
  if (delta < 0) neighbour.lessonIds.push(lessonId);
  else neighbour.lessonIds.unshift(lessonId);
  return next;
}

/** A lesson put in another section, before a given lesson there or at its end. */
export function placeLesson(order: Order, lessonId: number, sectionId: number, beforeLessonId: number | null = null): Order | null {
  const at = locate(order, lessonId);
  const next = copy(order);
  const section = next.find((s) => s.id === sectionId);
  if (!at || !section || beforeLessonId === lessonId) return null;
  next[at.section]!.lessonIds.splice(at.index, 1);
  const before = beforeLessonId === null ? -1 : section.lessonIds.indexOf(beforeLessonId);
  section.lessonIds.splice(before < 0 ? section.lessonIds.length : before, 0, lessonId);
  return JSON.stringify(next) === JSON.stringify(order) ? null : next;
}

/** A section one place up or down, or before another section (drag and drop). */
export function moveSection(order: Order, sectionId: number, to: number): Order | null {
  const from = order.findIndex((s) => s.id === sectionId);
  if (from < 0 || to < 0 || to >= order.length || to === from) return null;
  const next = copy(order);
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved!);
  return next;
}

/** What the live region says after a move, e.g. "Journals: lesson 2 of 3 in Basics." */
export function lessonPosition(curriculum: Curriculum, lessonId: number): string {
  for (const section of curriculum.sections) {
    const index = section.lessons.findIndex((l) => l.id === lessonId);
    if (index >= 0) return `${section.lessons[index]!.title}: lesson ${index + 1} of ${section.lessons.length} in ${section.title}.`;
  }
  return '';
}

export function sectionPosition(curriculum: Curriculum, sectionId: number): string {
  const index = curriculum.sections.findIndex((s) => s.id === sectionId);
  return index < 0 ? '' : `${curriculum.sections[index]!.title}: section ${index + 1} of ${curriculum.sections.length}.`;
}
