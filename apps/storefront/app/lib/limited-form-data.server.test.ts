import { describe, expect, it } from 'vitest';
import { formDataWithin } from './limited-form-data.server';

const multipart = (fileBytes: number) => {
  const form = new FormData();
  form.set('name', 'Kavya Iyer');
  form.set('picture', new Blob([new Uint8Array(fileBytes)], { type: 'image/png' }), 'me.png');
  return new Request('http://localhost/account/profile', { method: 'POST', body: form });
};

/** The same body, sent in chunks with no Content-Length (as a client may). */
const streamed = async (request: Request) => {
  const bytes = new Uint8Array(await request.arrayBuffer());
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (let at = 0; at < bytes.length; at += 1024) controller.enqueue(bytes.slice(at, at + 1024));
      controller.close();
    },
  });
  return new Request(request.url, {
    method: 'POST',
    headers: { 'content-type': request.headers.get('content-type')! },
    body,
    duplex: 'half',
  } as RequestInit);
};

describe('formDataWithin', () => {
  it('reads a multipart form with its file inside the limit', async () => {
    const read = await formDataWithin(multipart(2000), 10_000);
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.form.get('name')).toBe('Kavya Iyer');
    const picture = read.form.get('picture');
    expect(picture).toBeInstanceOf(Blob);
    expect((picture as Blob).size).toBe(2000);
  });

  it('reads a urlencoded form', async () => {
    const request = new Request('http://localhost/', {
      method: 'POST',
      body: new URLSearchParams({ intent: 'remove-picture' }),
    });
    const read = await formDataWithin(request, 1000);
    expect(read.ok && read.form.get('intent')).toBe('remove-picture');
  });

  it('refuses a body declared larger than the limit without reading it', async () => {
    const request = new Request('http://localhost/', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': '20000' },
      body: 'intent=save',
    });
    expect(await formDataWithin(request, 10_000)).toEqual({ ok: false, reason: 'too-large' });
    expect(request.bodyUsed).toBe(false);
  });

  it('stops reading a body with no declared length once it passes the limit', async () => {
    const small = await formDataWithin(await streamed(multipart(2000)), 10_000);
    expect(small.ok).toBe(true);
    expect(await formDataWithin(await streamed(multipart(20_000)), 10_000)).toEqual({
      ok: false,
      reason: 'too-large',
    });
  });

  it('says so when the body is not a form', async () => {
    const request = new Request('http://localhost/', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"name":"Kavya"}',
    });
    expect(await formDataWithin(request, 1000)).toEqual({ ok: false, reason: 'not-a-form' });
  });
});
