import { createContext, useContext } from 'react';

/** What a Field tells the control inside it: its id, and the hint and error to read with it. */
export type FieldControl = { id: string; 'aria-describedby'?: string; 'aria-invalid'?: true };

export const FieldContext = createContext<FieldControl | null>(null);

/** The id and aria wiring of the Field around a control; nothing outside one (a control named by aria-label). */
export function useFieldControl(): FieldControl | Record<string, never> {
  return useContext(FieldContext) ?? {};
}
