import { useQuery } from '@tanstack/react-query';
import type { ModerateMark, SaveScript, ScriptListQuery } from '../../contracts/marking-schemas';
import { call } from '../api/client';
import { retryUnlessRefused } from '../api/retry';

/** Everything of the marking area lives under one key: a release or a moderation refreshes the queue and the lists with it. */
export const MARKING_KEY = ['marking'] as const;

export function useMarkingQueue(enabled: boolean) {
  return useQuery({
    queryKey: [...MARKING_KEY, 'queue'],
    queryFn: ({ signal }) => call('GET /marking/queue', { signal }),
    enabled,
    staleTime: 0,
    retry: retryUnlessRefused,
  });
}

export type ScriptFilters = Partial<Pick<ScriptListQuery, 'state' | 'question' | 'sample'>> & {
  /** A fresh random sample each time the moderator asks for one. */
  draw?: number;
};

export function useScripts(examId: number | null, { draw, ...query }: ScriptFilters) {
  return useQuery({
    queryKey: [...MARKING_KEY, 'exam', examId, query, draw ?? 0],
    queryFn: ({ signal }) => call('GET /marking/exams/{examId}/scripts', { params: { examId: examId! }, query, signal }),
    enabled: examId !== null,
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === examId ? previous : undefined),
    staleTime: 0,
    retry: retryUnlessRefused,
  });
}

/** The oldest unreleased script of an exam (with this question) that no other marker has open: where "Start marking" goes. */
export async function firstScriptToMark(examId: number, question?: number): Promise<number | null> {
  const { scripts } = await call('GET /marking/exams/{examId}/scripts', { params: { examId }, query: { state: 'unreleased', question } });
  return (scripts.find((s) => s.openedBy === null) ?? scripts[0])?.number ?? null;
}

/**
 * Opening a script records who is marking it, so it is read once per visit
 * to the screen (and again only when the marker asks for the newest
 * marks): never behind their back when the window regains focus.
 */
export function useOpenScript(number: number | null) {
  return useQuery({
    queryKey: [...MARKING_KEY, 'script', number],
    queryFn: ({ signal }) => call('POST /marking/scripts/{number}/open', { params: { number: number! }, signal }),
    enabled: number !== null,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    retry: retryUnlessRefused,
  });
}

export function openScript(number: number) {
  return call('POST /marking/scripts/{number}/open', { params: { number } });
}

export function saveScript(number: number, body: SaveScript, { keepalive = false } = {}) {
  return call('PUT /marking/scripts/{number}/marks', { params: { number }, body, keepalive });
}

export function moderateMark(number: number, body: ModerateMark) {
  return call('PUT /marking/scripts/{number}/moderation', { params: { number }, body });
}
