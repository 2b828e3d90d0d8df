import type { QuestionContent } from '../../contracts/exam-schemas';
import type { QuestionVersion } from './exam-store';
import type { PaperEntry } from './paper-entry';

/** The question as this attempt shows it: options in the frozen order, never the key. */
export function shownContent(version: QuestionVersion, entry: PaperEntry): QuestionContent {
  const content = version.content;
  if (entry.order && (content.kind === 'single' || content.kind === 'multi')) {
    const byId = new Map(content.options.map((o) => [o.id, o]));
    return { ...content, options: entry.order.map((id) => byId.get(id)!).filter(Boolean) };
  }
  return content;
}
