// Debian's Chromium (apt-get install chromium), as every tool here starts it: Playwright's tests,
// the icon renderer and the Lighthouse bench. Nothing downloads a browser; CHROMIUM_PATH points
// elsewhere. The flags are the ones this machine needs (no sandbox as root, no GPU, nothing that
// reaches out to the network on its own).
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
