export const PROJECT_ROOT: string;
export const SERVER_DIST: string;
export const SERVER_ENTRY: string;
export function serverBuildIsStale(root?: string, entry?: string): boolean;
export function buildServer(): Promise<void>;
