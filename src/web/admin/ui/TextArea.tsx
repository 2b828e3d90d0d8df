import type { TextareaHTMLAttributes } from 'react';
import { controlClass } from './control-class';
import { useFieldControl } from './field-context';

/** A text area; inside a Field it carries the field's id, hint and error. */
export function TextArea({ className = '', ...rest }: TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const control = useFieldControl();
  return <textarea {...control} {...rest} className={`${controlClass({ multiline: true })} block ${className}`} />;
}
