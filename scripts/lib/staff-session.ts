/** A staff member's session on a served site, as the admin's screens call its API: the session cookie kept, the site's origin sent. */
export type StaffCall = (method: string, path: string, body?: unknown) => Promise<Response>;

export function staffSession(origin: string): StaffCall {
  let cookie = '';
  return async (method, path, body) => {
    const response = await fetch(`${origin}${path}`, {
      method,
      headers: { origin, cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const set = response.headers.get('set-cookie');
    if (set) cookie = set.split(';')[0]!;
    return response;
  };
}
