import type { DemoAccount } from '../db/seed/seed-demo-accounts';

/** Tells a forked process what it is for: preparing the database once, or serving. */
export const CLUSTER_ROLE_VARIABLE = 'HISAB_CLUSTER_ROLE';
export type ClusterRole = 'prepare' | 'serve';

/**
 * Set to '1' in the one worker that runs background jobs (transcodes), so a
 * machine runs one job runner however many workers serve: the primary
 * gives it to the first worker and to whichever replaces it.
 */
export const JOB_RUNNER_VARIABLE = 'HISAB_JOB_RUNNER';

/** The preparing child's report to the primary. */
export type PreparedMessage = { type: 'prepared'; demoAccounts: DemoAccount[] };

export function isPreparedMessage(message: unknown): message is PreparedMessage {
  return typeof message === 'object' && message !== null && (message as { type?: unknown }).type === 'prepared';
}
