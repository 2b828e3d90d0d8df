export function newestMtime(target: string): number;
export function isStale(root: string, inputs: readonly string[], builtFile: string): boolean;
