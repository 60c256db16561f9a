/**
 * JSON calls outside Inertia visits (docs/requirements.md §7): every request carries
 * X-Requested-With: XMLHttpRequest and the anti-forgery header, read from the
 * XSRF-TOKEN cookie. Never throws: a network failure is `{ ok: false, status: 0 }`.
 */

export interface JsonResponse<T = unknown> {
  ok: boolean;
  status: number;
  /** Parsed JSON body, or null when the body is empty or not JSON. */
  data: T | null;
}

/** The XSRF-TOKEN cookie, URI-decoded, or null. */
export function readXsrfToken(
  cookie: string = typeof document === 'undefined' ? '' : document.cookie,
): string | null {
  for (const part of cookie.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() !== 'XSRF-TOKEN') continue;
    const raw = part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return null;
}

export function jsonHeaders(): Record<string, string> {
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    Accept: 'application/json',
    'X-Requested-With': 'XMLHttpRequest',
  };
  const token = readXsrfToken();
  if (token) headers['X-XSRF-TOKEN'] = token;
  return headers;
}

export async function requestJson<T = unknown>(
  method: string,
  url: string,
  body?: unknown,
): Promise<JsonResponse<T>> {
  let res: Response;
  try {
    res = await fetch(url, {
      method,
      credentials: 'same-origin',
      headers: jsonHeaders(),
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    return { ok: false, status: 0, data: null };
  }
  // The caller says what it expects (T); a body that is not JSON is null, never a throw.
  const parse = (text: string): T | null => {
    try {
      return text ? (JSON.parse(text) as T) : null;
    } catch {
      return null;
    }
  };
  const data = parse(await res.text().catch(() => ''));
  return { ok: res.ok, status: res.status, data };
}

/** POST a JSON body; answers `{ ok, status, data }`. */
export function postJson<T = unknown>(url: string, body: unknown = {}): Promise<JsonResponse<T>> {
  return requestJson<T>('POST', url, body);
}
