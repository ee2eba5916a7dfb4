/**
 * Debian's Chromium, as every browser-driving tool here launches it (Playwright, Lighthouse, the
 * social-image maker). No tool ever downloads a browser of its own. The flags keep Chromium from
 * reaching for the network on its own (this machine has none) and let it run as root in CI.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]
