import type { Answer, AnswerState, QuestionContent } from '../../contracts/exam-schemas';

/**
 * Where a question stands for the navigator: nothing given, some of it
 * (fewer ticks than asked, blanks or journal lines left empty), or answered.
 */
export function answerState(content: QuestionContent, answer: Answer | null): AnswerState {
  if (!answer || answer.kind !== content.kind) return 'unanswered';
  switch (answer.kind) {
    case 'single':
      return answer.choice ? 'answered' : 'unanswered';
    case 'multi': {
      const wanted = (content as Extract<QuestionContent, { kind: 'multi' }>).select;
      if (answer.choices.length === 0) return 'unanswered';
      return answer.choices.length >= wanted ? 'answered' : 'partial';
    }
    case 'number':
      return answer.text.trim() ? 'answered' : 'unanswered';
    case 'table': {
      const blanks = (content as Extract<QuestionContent, { kind: 'table' }>).rows.flat().filter((c) => c.type !== 'text');
      const filled = blanks.filter((c) => (answer.blanks[c.blank] ?? '').trim() !== '').length;
      if (filled === 0) return 'unanswered';
      return filled === blanks.length ? 'answered' : 'partial';
    }
    case 'journal': {
      const used = answer.lines.filter((l) => l.account !== '' || l.amount.trim() !== '');
      if (used.length === 0) return 'unanswered';
      return used.every((l) => l.account !== '' && l.amount.trim() !== '') ? 'answered' : 'partial';
    }
    case 'written':
      return answer.text.trim() || answer.workings?.some((row) => row.some((cell) => cell.trim())) ? 'answered' : 'unanswered';
  }
}
