export function readCookie(name: string): string | undefined {
  const prefix = `${encodeURIComponent(name)}=`
  for (const part of document.cookie.split('; ')) {
    if (part.startsWith(prefix)) return decodeURIComponent(part.slice(prefix.length))
  }
  return undefined
}

/** SPEC.md §9: secure, SameSite=Lax, path /. Browsers keep Secure cookies on http://localhost too. */
export function writeCookie(name: string, value: string, maxAgeSeconds: number) {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Safari before 18.4 and in older Telegram web views.
  document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}${cookieAttributes()}`
}

/** With the attributes it was written with: a Secure cookie is only removed by a Secure write. */
export function deleteCookie(name: string) {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Safari before 18.4 and in older Telegram web views.
  document.cookie = `${encodeURIComponent(name)}=; Max-Age=0${cookieAttributes()}`
}

function cookieAttributes() {
  const secure =
    location.protocol === 'https:' || ['localhost', '127.0.0.1', '[::1]'].includes(location.hostname)
  return `; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`
}
