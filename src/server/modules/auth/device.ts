/** A short, human label of a device from its User-Agent: "Chrome on Android". */
export function deviceLabel(userAgent: string | undefined): string {
  if (!userAgent) return 'Unknown device'
  const ua = userAgent
  const browser = /Telegram/i.test(ua)
    ? 'Telegram'
    : /Edg\//.test(ua)
      ? 'Edge'
      : /OPR\/|Opera/.test(ua)
        ? 'Opera'
        : /YaBrowser/.test(ua)
          ? 'Yandex Browser'
          : /Firefox\//.test(ua)
            ? 'Firefox'
            : /Chrome\/|Chromium\/|CriOS/.test(ua)
              ? 'Chrome'
              : /Safari\//.test(ua)
                ? 'Safari'
                : undefined
  const os = /Android/.test(ua)
    ? 'Android'
    : /iPhone|iPad|iPod/.test(ua)
      ? 'iOS'
      : /Windows/.test(ua)
        ? 'Windows'
        : /Mac OS X|Macintosh/.test(ua)
          ? 'macOS'
          : /Linux/.test(ua)
            ? 'Linux'
            : undefined
  if (browser && os) return `${browser} on ${os}`
  return browser ?? os ?? ua.slice(0, 60)
}
