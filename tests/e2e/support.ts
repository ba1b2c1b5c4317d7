import { expect, type Page } from '@playwright/test'
import { DEMO_PASSWORD } from '#server/demo/data/accounts.ts'

/** Collects console errors and failed requests so a test can assert a clean page (CSP included). */
export function watchConsole(page: Page) {
  const problems: string[] = []
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(m.text())
  })
  page.on('pageerror', (e) => problems.push(String(e)))
  return {
    problems,
    expectClean: () => expect(problems, problems.join('\n')).toEqual([]),
  }
}

export async function expectNoHorizontalScroll(page: Page) {
  const { overflow, culprits } = await page.evaluate(() => {
    // The innermost elements that stick out on the right, named so a failure says what to fix.
    const wide = [...document.body.querySelectorAll('*')].filter(
      (el) => el.getBoundingClientRect().right > window.innerWidth + 0.5,
    )
    const innermost = wide.filter((el) => !wide.some((other) => other !== el && el.contains(other)))
    return {
      overflow: document.documentElement.scrollWidth - window.innerWidth,
      culprits: innermost
        .slice(0, 5)
        .map((el) => `<${el.tagName.toLowerCase()} class="${el.className}"> ${el.textContent?.slice(0, 60)}`),
    }
  })
  expect(overflow, culprits.join('\n')).toBeLessThanOrEqual(0)
}

/**
 * Takes the page's context offline and reloads the page, which its service worker then serves.
 *
 * Debian's Chromium 150 gives a document its service worker served `navigator.onLine` true under
 * DevTools' offline emulation, though every request it makes fails (Chromium 156 did not). So the
 * reloaded document is then told the browser's state: it gets `navigator.onLine` false and the
 * `offline` event, as a page does when a real device loses its network. The emulation's requests
 * stay blocked by `setOffline`, and `context.setOffline(false)` brings both back online. Returns
 * the reload's answer (the service worker's).
 */
export async function reloadOffline(page: Page) {
  const context = page.context()
  await context.setOffline(true)
  const answer = await page.reload()
  const devtools = await context.newCDPSession(page)
  await devtools.send('Network.overrideNetworkState', {
    offline: true,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  })
  return answer
}

/**
 * Logs in through the login form, in the page's language, and waits for home: how a spec signs a
 * person in (accounts.spec and lockout.spec test the form itself, so they fill it their own way).
 * Home may take a while: password hashing is slow on a busy machine.
 */
export async function logInThroughForm(
  page: Page,
  email: string,
  password: string = DEMO_PASSWORD,
  language: 'en' | 'ru' = 'en',
) {
  const ru = language === 'ru'
  await page.goto('/login')
  await page.getByRole('textbox', { name: 'Email' }).fill(email)
  await page.getByLabel(ru ? 'Пароль' : 'Password').fill(password)
  await page.getByRole('button', { name: ru ? 'Войти' : 'Log in', exact: true }).click()
  await expect(page).toHaveURL('/', { timeout: 30_000 })
}
