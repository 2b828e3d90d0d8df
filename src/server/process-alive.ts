/** Whether a process of this machine is running (signal 0 checks without sending anything); EPERM means alive but another user's. */
export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
