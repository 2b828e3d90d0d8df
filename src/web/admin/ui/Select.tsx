import type { SelectHTMLAttributes } from 'react';
import { controlClass } from './control-class';
import { useFieldControl } from './field-context';

type Props = SelectHTMLAttributes<HTMLSelectElement> & { width?: string };

/** A drop-down; inside a Field it carries the field's id, hint and error. */
export function Select({ width, className = '', ...rest }: Props) {
  const control = useFieldControl();
  return <select {...control} {...rest} className={`${controlClass({ width })} ${className}`} />;
}
