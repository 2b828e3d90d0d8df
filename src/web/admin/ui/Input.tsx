import type { InputHTMLAttributes, Ref } from 'react';
import { controlClass } from './control-class';
import { useFieldControl } from './field-context';

type Props = InputHTMLAttributes<HTMLInputElement> & { width?: string; ref?: Ref<HTMLInputElement> };

/** A text box; inside a Field it carries the field's id, hint and error. */
export function Input({ width, className = '', ...rest }: Props) {
  const control = useFieldControl();
  return <input {...control} {...rest} className={`${controlClass({ width })} ${className}`} />;
}
