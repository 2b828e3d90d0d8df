import { parentPort, workerData } from 'node:worker_threads';

/**
 * The load side of bench:enroll, on its own thread so that making requests
 * and reading answers takes no CPU time from the server being measured.
 * Plain JavaScript: worker threads do not get the TypeScript loader.
 * Every student sends its own requests one after another; all students at once.
 */
async function run(job) {
  const latencies = [];
  const failures = [];
  const started = performance.now();
  await Promise.all(
    job.students.map(async (student) => {
      for (const r of student.requests) {
        const t0 = performance.now();
        const res = await fetch(`${job.base}${r.path}`, {
          method: r.method,
          headers: { Origin: job.base, Cookie: student.cookie, [job.ipHeader]: student.ip, ...(r.body ? { 'Content-Type': 'application/json' } : {}) },
          body: r.body ? JSON.stringify(r.body) : undefined,
        });
        const text = await res.text();
        latencies.push(performance.now() - t0);
        if (!res.ok) failures.push(`${r.method} ${r.path}: ${res.status} ${text.slice(0, 160)}`);
      }
    }),
  );
  return { latencies, failures, seconds: (performance.now() - started) / 1000 };
}

parentPort.postMessage(await run(workerData));
