import { describe, expect, it } from 'vitest';
import { Readable } from 'node:stream';
import { bytesResponse, requestedRange, webStreamOf } from './stored-file-response';

describe('requestedRange', () => {
  it('reads the forms browsers send', () => {
    expect(requestedRange(undefined, 100)).toBeNull();
    expect(requestedRange('bytes=0-', 100)).toEqual({ start: 0, end: 99 });
    expect(requestedRange('bytes=10-19', 100)).toEqual({ start: 10, end: 19 });
    expect(requestedRange('bytes=90-200', 100)).toEqual({ start: 90, end: 99 });
    expect(requestedRange('bytes=-10', 100)).toEqual({ start: 90, end: 99 });
    expect(requestedRange('bytes=-500', 100)).toEqual({ start: 0, end: 99 });
  });

  it('serves the whole file for forms it does not serve, and refuses ranges past the end', () => {
    expect(requestedRange('bytes=0-1,5-6', 100)).toBeNull();
    expect(requestedRange('items=0-1', 100)).toBeNull();
    expect(requestedRange('bytes=20-10', 100)).toBeNull();
    expect(requestedRange('bytes=100-', 100)).toBe('unsatisfiable');
    expect(requestedRange('bytes=-0', 100)).toBe('unsatisfiable');
  });
});

describe('bytesResponse', () => {
  const bytes = new TextEncoder().encode('0123456789');
  it('answers 206 with the part and its Content-Range', async () => {
    const response = await bytesResponse(bytes, { range: 'bytes=2-4', headers: { 'Content-Type': 'text/plain' } });
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toBe('bytes 2-4/10');
    expect(response.headers.get('content-length')).toBe('3');
    expect(await response.text()).toBe('234');
  });
  it('answers 200 with the whole file and says ranges are served', async () => {
    const response = await bytesResponse(bytes, { range: undefined, headers: {} });
    expect(response.status).toBe(200);
    expect(response.headers.get('accept-ranges')).toBe('bytes');
    expect(await response.text()).toBe('0123456789');
  });
  it('answers 416 for a range past the end', async () => {
    const response = await bytesResponse(bytes, { range: 'bytes=10-', headers: {} });
    expect(response.status).toBe(416);
    expect(response.headers.get('content-range')).toBe('bytes */10');
  });
});

describe('webStreamOf', () => {
  const chunk = (n: number) => new Uint8Array(1000).fill(n);

  it('hands on every chunk as read, in order, and ends with the stream', async () => {
    const body = Readable.from([chunk(1), chunk(2), chunk(3)], { objectMode: false });
    const bytes = new Uint8Array(await new Response(webStreamOf(body)).arrayBuffer());
    expect(bytes.length).toBe(3000);
    expect([bytes[0], bytes[999], bytes[1000], bytes[2999]]).toEqual([1, 1, 2, 3]);
  });

  it('reads nothing ahead of its reader, and closes the file when the reader stops', async () => {
    let served = 0;
    const body = new Readable({
      highWaterMark: 0,
      read() {
        served++;
        this.push(served <= 100 ? chunk(served) : null);
      },
    });
    const reader = webStreamOf(body).getReader();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(served).toBe(0);
    expect((await reader.read()).value?.[0]).toBe(1);
    expect(served).toBeLessThan(3);
    await reader.cancel();
    expect(body.destroyed).toBe(true);
  });

  it('passes a read failure on to the answer', async () => {
    const body = new Readable({
      read() {
        this.destroy(new Error('disk gone'));
      },
    });
    await expect(new Response(webStreamOf(body)).arrayBuffer()).rejects.toThrow('disk gone');
  });
});
