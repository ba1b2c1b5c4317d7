// Markdown → safe HTML for content pages (decision 0025): `marked` parses; raw HTML in the source
// is shown as text, never as markup; links keep only http(s), mailto, tel and in-app paths; then
// DOMPurify keeps a short list of tags and attributes, so no script, event handler, style or
// javascript:/data: URL reaches the page whatever the parser lets through. Only lazy chunks import it.
import DOMPurify from 'dompurify'
import { Marked } from 'marked'

const SAFE_URL = /^(?:https?:\/\/|mailto:|tel:|\/(?![/\\])|#)/i

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  )

const marked = new Marked({
  gfm: true,
  async: false,
  renderer: {
    // Raw HTML, block or inline, is text.
    html: ({ text }) => escapeHtml(text),
    // Content pages have no pictures: an image is its alt text.
    image: ({ text }) => escapeHtml(text),
    // Links leave the app without handing it over: outside ones open in a new tab, no opener or referrer.
    link({ href, title, tokens }) {
      const text = this.parser.parseInline(tokens)
      const safe = SAFE_URL.test(href.trim()) ? href.trim() : '#'
      const outside = /^https?:/i.test(safe) ? ' target="_blank" rel="noopener noreferrer nofollow"' : ''
      return `<a href="${escapeHtml(safe)}"${title ? ` title="${escapeHtml(title)}"` : ''}${outside}>${text}</a>`
    },
  },
  walkTokens(token) {
    if (token.type === 'link' && !SAFE_URL.test(token.href.trim())) token.href = '#'
  },
})

const ALLOWED_TAGS = [
  'p',
  'br',
  'hr',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'strong',
  'em',
  'del',
  'code',
  'pre',
  'blockquote',
  'ul',
  'ol',
  'li',
  'a',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
]

/** Sanitized HTML of a Markdown text, to be set as a container's innerHTML. */
export function renderMarkdown(markdown: string): string {
  const html = marked.parse(markdown, { async: false })
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR: ['href', 'title', 'align', 'target', 'rel'],
    ALLOWED_URI_REGEXP: SAFE_URL,
  })
}
