import type { QuestionBody } from '../../../../contracts/studio-question-schemas';
import { ChoiceKeyEditor } from './ChoiceKeyEditor';
import { JournalKeyEditor } from './JournalKeyEditor';
import { NumberKeyEditor } from './NumberKeyEditor';
import { TableKeyEditor } from './TableKeyEditor';
import { WrittenKeyEditor } from './WrittenKeyEditor';

type Narrow<K extends QuestionBody['content']['kind']> = QuestionBody & { content: { kind: K } };

/** The key editor of the question's kind. */
export function KeyEditor({ body, onChange }: { body: QuestionBody; onChange: (body: QuestionBody) => void }) {
  switch (body.content.kind) {
    case 'single':
    case 'multi':
      return <ChoiceKeyEditor body={body as Narrow<'single' | 'multi'>} onChange={onChange} />;
    case 'number':
      return <NumberKeyEditor body={body as Narrow<'number'>} onChange={onChange} />;
    case 'table':
      return <TableKeyEditor body={body as Narrow<'table'>} onChange={onChange} />;
    case 'journal':
      return <JournalKeyEditor body={body as Narrow<'journal'>} onChange={onChange} />;
    case 'written':
      return <WrittenKeyEditor body={body as Narrow<'written'>} onChange={onChange} />;
  }
}
