// The style of the first paint (decision 0054): inline in index.html's head, so the boot splash
// (index.html's `<p class="boot-splash">`, decision 0047) is drawn as soon as the document is
// parsed, without waiting for the app's stylesheet. The build writes it into index.html and moves
// the stylesheet's link into the body, after the splash (scripts/route-pages.ts): a stylesheet
// there holds back only what follows it and the app's scripts, never the splash. The server allows
// exactly this text in its Content-Security-Policy by its hash (src/server/http/security-headers.ts).
//
// What it sets is theme.css's and layout.css's own values for the page and the splash (the
// browser's fallback colours, light and dark by the system's setting), so nothing moves or changes
// colour when the stylesheet arrives: it comes later in the document and takes over.

const FONT = 'system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif'

/**
 * The rules, minified by hand: plain CSS that every browser the app supports reads. The page's
 * rules are inside `:where()`, of no weight, so that theme.css's `:root` always takes over: with
 * `:root:not(…)` the system's dark colours outweighed it, and inside Telegram's light theme on a
 * phone set to dark the text stayed near-white on Telegram's white.
 */
export const FIRST_PAINT_CSS = [
  `:where(:root){color-scheme:light;font-family:${FONT};font-size:100%;line-height:1.45;background:#ffffff;color:#1c1c1e}`,
  '@media (prefers-color-scheme:dark){:where(:root:not([data-theme="light"])){color-scheme:dark;background:#17212b;color:#f5f5f5}}',
  'body{margin:0}',
  '.boot-splash{display:flex;align-items:center;justify-content:center;min-height:100dvh;margin:0;font-size:1.15rem;font-weight:700;color:color-mix(in srgb,#62666b 55%,#1c1c1e)}',
  '@media (prefers-color-scheme:dark){:root:not([data-theme="light"]) .boot-splash{color:color-mix(in srgb,#a3adb8 55%,#f5f5f5)}}',
].join('')
