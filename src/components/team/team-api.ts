/**
 * The inbox's requests to its functions (src/lib/team/team-function.ts): JSON
 * in and out, same origin, the session cookie sent by the browser itself.
 */
export type ApiAnswer<T = Record<string, unknown>> = { status: number; body: T & { ok?: boolean; error?: string } }

export async function api<T = Record<string, unknown>>(path: string, body?: object): Promise<ApiAnswer<T>> {
  const response = await fetch(`/api/team/${path}`, {
    method: body ? 'POST' : 'GET',
    headers: body ? { 'content-type': 'application/json' } : undefined,
    body: body && JSON.stringify(body),
    credentials: 'same-origin',
  })
  const parsed = (await response.json().catch(() => ({ ok: false, error: 'trouble' }))) as ApiAnswer<T>['body']
  return { status: response.status, body: parsed }
}
