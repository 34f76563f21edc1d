export type SameSite = 'lax' | 'strict' | 'none';

export interface CookieOptions {
  /** Lifetime in seconds. */
  maxAge?: number;
  expires?: Date;
  path?: string;
  sameSite?: SameSite;
}

export function getCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const prefix = `${encodeURIComponent(name)}=`;
  for (const part of document.cookie.split('; ')) {
    if (part.startsWith(prefix)) return decodeURIComponent(part.slice(prefix.length));
  }
  return undefined;
}

export function setCookie(name: string, value: string, options: CookieOptions = {}): void {
  if (typeof document === 'undefined') return;
  const { maxAge, expires, path = '/', sameSite = 'lax' } = options;
  let cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; path=${path}; SameSite=${sameSite}`;
  if (maxAge !== undefined) cookie += `; max-age=${Math.round(maxAge)}`;
  if (expires) cookie += `; expires=${expires.toUTCString()}`;
  if (location.protocol === 'https:') cookie += '; Secure';
  document.cookie = cookie;
}

export function deleteCookie(name: string, path = '/'): void {
  setCookie(name, '', { maxAge: 0, path });
}
