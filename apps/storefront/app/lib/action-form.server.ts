/**
 * An action's form. The server has already refused a body that is too large, foreign or of another
 * type (apps/api/src/plugins/storefront.ts); one that still cannot be read as a form is a bad request.
 */
export async function formOf(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw new Response('The form could not be read', { status: 400 });
  }
}
