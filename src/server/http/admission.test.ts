import { describe, expect, it } from 'vitest';
import { AdmissionGate } from './admission';

/** A gate on a clock the test moves by hand. */
function gateAt(settings = { maxWaitMs: 1000, minInFlight: 4, floorRate: 2 }) {
  let now = 1_000_000;
  const gate = new AdmissionGate(settings, () => now);
  return { gate, advance: (ms: number) => (now += ms) };
}

const take = (gate: AdmissionGate, n: number) =>
  Array.from({ length: n }, () => {
    const admission = gate.admit();
    if (!admission.admitted) throw new Error('refused');
    return admission.release;
  });

describe('the overload gate', () => {
  it('admits everything up to minInFlight, however slow the process has been', () => {
    const { gate } = gateAt();
    expect(take(gate, 4)).toHaveLength(4);
    expect(gate.load()).toBe(4);
  });

  it('refuses when the requests in flight would take longer than maxWaitMs at the floor rate, with a Retry-After of the expected wait', () => {
    const { gate } = gateAt({ maxWaitMs: 1000, minInFlight: 1, floorRate: 2 });
    // Two in flight at 2 a second is one second: still admitted; the third would make it 1.5 s.
    take(gate, 3);
    expect(gate.admit()).toEqual({ admitted: false, retryAfterSeconds: 2 });
    expect(gate.load()).toBe(3);
  });

  it('admits more once requests are seen finishing fast, and refuses again when the rate drops out of the window', () => {
    const { gate, advance } = gateAt({ maxWaitMs: 1000, minInFlight: 1, floorRate: 1 });
    // 40 finished within the window (two seconds): 20 a second, so 20 in flight are a second's work.
    for (let i = 0; i < 40; i += 1) take(gate, 1)[0]!();
    // Taking the 21st finds 20 in flight: a second's work, not more, so it is admitted; the 22nd is not.
    take(gate, 21);
    expect(gate.load()).toBe(21);
    expect(gate.admit()).toEqual({ admitted: false, retryAfterSeconds: 2 });
    advance(2_500);
    expect(gate.admit()).toEqual({ admitted: false, retryAfterSeconds: 10 });
  });

  it('counts a release once, however often it is called', () => {
    const { gate } = gateAt();
    const [release] = take(gate, 1);
    release!();
    release!();
    expect(gate.load()).toBe(0);
  });

  it('never refuses when maxWaitMs is 0', () => {
    const { gate } = gateAt({ maxWaitMs: 0, minInFlight: 1, floorRate: 1 });
    expect(take(gate, 500)).toHaveLength(500);
  });

  it('refuses while a saturated loop serving a crowd runs over half the bound late, asking for twice the lag', () => {
    let loop = { lagMs: 0, busy: 1 };
    const gate = new AdmissionGate({ maxWaitMs: 1000, minInFlight: 64, floorRate: 100 }, Date.now, () => loop);
    // A crowd: 64 requests seen finishing within the window.
    for (let i = 0; i < 64; i += 1) take(gate, 1)[0]!();
    loop = { lagMs: 400, busy: 1 };
    expect(gate.admit().admitted).toBe(true);
    loop = { lagMs: 1300, busy: 0.95 };
    expect(gate.admit()).toEqual({ admitted: false, retryAfterSeconds: 3 });
    loop = { lagMs: 60_000, busy: 1 };
    expect(gate.admit()).toEqual({ admitted: false, retryAfterSeconds: 10 });
    // Turned off, the gate admits whatever the loop does.
    const off = new AdmissionGate({ maxWaitMs: 0, minInFlight: 64, floorRate: 100 }, Date.now, () => ({ lagMs: 60_000, busy: 1 }));
    expect(off.admit().admitted).toBe(true);
  });

  it('admits through a late timer on a loop that was mostly idle: a slow render or a machine busy with other programs', () => {
    const gate = new AdmissionGate({ maxWaitMs: 1000, minInFlight: 64, floorRate: 100 }, Date.now, () => ({ lagMs: 1300, busy: 0.6 }));
    for (let i = 0; i < 64; i += 1) take(gate, 1)[0]!();
    expect(gate.admit().admitted).toBe(true);
  });

  it('admits through a late, saturated loop with only a handful of requests: there is no queue to shed', () => {
    const gate = new AdmissionGate({ maxWaitMs: 1000, minInFlight: 64, floorRate: 100 }, Date.now, () => ({ lagMs: 1300, busy: 1 }));
    for (let i = 0; i < 63; i += 1) take(gate, 1)[0]!();
    // 63 finished and none in flight: one short of the 64 that make a crowd.
    expect(gate.admit().admitted).toBe(true);
    // 63 finished and one in flight: a crowd.
    expect(gate.admit()).toEqual({ admitted: false, retryAfterSeconds: 3 });
  });
});
