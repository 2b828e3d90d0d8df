/** Past its deadline and the network grace: the server finalises it. */
export function isOverdue(deadlineAt: string | null, now: Date, graceMs: number): boolean {
  return deadlineAt !== null && now.getTime() > new Date(deadlineAt).getTime() + graceMs;
}
