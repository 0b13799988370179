export type LimitedFormData =
  { ok: true; form: FormData } | { ok: false; reason: 'too-large' | 'not-a-form' };

/**
 * The request's form (urlencoded or multipart), read only while it stays within maxBytes: a page's
 * action otherwise reads a body of any size into memory. A larger body is left unread.
 */
export async function formDataWithin(request: Request, maxBytes: number): Promise<LimitedFormData> {
  if (Number(request.headers.get('content-length')) > maxBytes) return { ok: false, reason: 'too-large' };
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body?.getReader();
  for (let chunk = await reader?.read(); chunk && !chunk.done; chunk = await reader?.read()) {
    size += chunk.value.byteLength;
    if (size > maxBytes) {
      await reader?.cancel();
      return { ok: false, reason: 'too-large' };
    }
    chunks.push(chunk.value);
  }
  const contentType = request.headers.get('content-type') ?? '';
  try {
    const form = await new Response(new Blob(chunks as BlobPart[]), {
      headers: { 'content-type': contentType },
    }).formData();
    return { ok: true, form };
  } catch {
    return { ok: false, reason: 'not-a-form' };
  }
}
