/**
 * The posted form, or an empty one when the body is not a form (a bare POST, JSON, a wrong
 * content type). request.formData() throws then; an empty form lets each action answer with
 * its own "bad input" reply instead of a 500 page.
 */
export async function readFormData(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    return new FormData();
  }
}
