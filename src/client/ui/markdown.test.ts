import { describe, expect, it } from 'vitest'
import { renderMarkdown } from './markdown.ts'

/** Parses the output the way the page will, and says what could run or leak. */
function dangers(html: string): string[] {
  const root = document.createElement('div')
  root.innerHTML = html
  const found: string[] = []
  for (const el of root.querySelectorAll('*')) {
    const tag = el.tagName.toLowerCase()
    if (
      [
        'script',
        'iframe',
        'object',
        'embed',
        'style',
        'img',
        'svg',
        'math',
        'form',
        'input',
        'base',
        'link',
        'meta',
      ].includes(tag)
    ) {
      found.push(`tag ${tag}`)
    }
    for (const attr of el.attributes) {
      const name = attr.name.toLowerCase()
      if (name.startsWith('on') || name === 'style' || name === 'srcdoc' || name === 'formaction')
        found.push(`attr ${name}`)
      if (['href', 'src', 'action', 'xlink:href'].includes(name)) {
        const value = [...attr.value]
          .filter((c) => c.charCodeAt(0) > 0x20)
          .join('')
          .toLowerCase()
        if (!/^(https?:\/\/|mailto:|tel:|\/(?![/\\])|#)/.test(value)) found.push(`${name}=${attr.value}`)
      }
    }
  }
  return found
}

const HOSTILE = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<a href="javascript:alert(1)">x</a>',
  '[click](javascript:alert(1))',
  '[click](JaVaScRiPt:alert(1))',
  '[click](  javascript:alert(1))',
  '[click](jav&#x61;script:alert(1))',
  '[click](&#106;avascript:alert(1))',
  '[click](java\u0000script:alert(1))',
  '[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '[click](vbscript:msgbox(1))',
  '[click](//evil.example/x)',
  '[click](/\\evil.example)',
  '![x](javascript:alert(1))',
  '![x](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)',
  '<svg onload=alert(1)>',
  '<iframe src="https://evil.example"></iframe>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<a href="https://ok.example" onclick="alert(1)">x</a>',
  '<details open ontoggle=alert(1)>',
  '[x](https://ok.example "title\\" onmouseover=\\"alert(1)")',
  '<form action="javascript:alert(1)"><button>x</button></form>',
  '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
  '<<script>script>alert(1)<</script>/script>',
  '`<script>alert(1)</script>`',
  '<base href="javascript:/">',
  '[a]: javascript:alert(1)\n\n[x][a]',
  '<https://ok.example/"onmouseover="alert(1)>',
  '<javascript:alert(1)>',
]

describe('renderMarkdown with hostile input', () => {
  for (const input of HOSTILE) {
    it(`neutralises ${JSON.stringify(input)}`, () => {
      const html = renderMarkdown(input)
      expect(dangers(html), html).toEqual([])
    })
  }

  it('shows raw HTML as text rather than dropping it silently', () => {
    const html = renderMarkdown('Hello <b>world</b>')
    expect(html).toContain('&lt;b&gt;world&lt;/b&gt;')
    expect(html).not.toContain('<b>')
  })
})

describe('renderMarkdown with ordinary Markdown', () => {
  it('keeps headings, lists, emphasis, tables and safe links', () => {
    const html = renderMarkdown(
      [
        '## How to book',
        '',
        '1. Open **Trainers**',
        '2. Pick a *time*',
        '',
        '| a | b |',
        '|---|---|',
        '| 1 | 2 |',
        '',
        '[Help](/help), [mail](mailto:help@trainly.local), [site](https://trainly.example/x?a=1&b=2)',
      ].join('\n'),
    )
    // Headings are checked in Chromium (tests/e2e/staff.spec.ts): happy-dom's DOM makes DOMPurify drop them.
    expect(html).toContain('How to book')
    expect(html).toContain('<ol>')
    expect(html).toContain('<strong>Trainers</strong>')
    expect(html).toContain('<em>time</em>')
    expect(html).toContain('<table>')
    expect(html).toContain('<a href="/help">Help</a>')
    expect(html).toContain('href="mailto:help@trainly.local"')
    expect(html).toMatch(
      /<a href="https:\/\/trainly\.example\/x\?a=1&amp;b=2" target="_blank" rel="noopener noreferrer nofollow">site<\/a>/,
    )
  })
})
