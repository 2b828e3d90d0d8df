import type { ComponentType } from 'react';
import type { StudioSummary } from '../../../contracts/studio-schemas';

/** One kind of content in the studio: its home card and its place in the studio's navigation. */
export type StudioSection = {
  key: string;
  label: string;
  /** Relative to the admin base path, e.g. "/studio/courses". */
  path: string;
  description: string;
  icon: ComponentType<{ className?: string }>;
  /** What the home card says exists, e.g. "12 published · 3 drafts". */
  count: (summary: StudioSummary) => string;
};

/** Every section, in the order admins see them. Each kind of content adds its entry when its screens exist. */
export const STUDIO_SECTIONS: StudioSection[] = [];

/** "12 published · 3 drafts", or "1 item". */
export function countText(published: number, drafts?: number, noun = 'item'): string {
  if (drafts === undefined) return `${published} ${published === 1 ? noun : `${noun}s`}`;
  return drafts > 0 ? `${published} published · ${drafts} draft${drafts === 1 ? '' : 's'}` : `${published} published`;
}
