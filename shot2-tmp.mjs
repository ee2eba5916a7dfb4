import { chromium } from 'playwright-core'
const [path, selector, tag] = process.argv.slice(2)
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] })
for (const width of [390, 820, 1366]) {
  const ctx = await b.newContext({ viewport: { width, height: 900 }, javaScriptEnabled: false })
  const p = await ctx.newPage()
  await p.goto('http://127.0.0.1:4599' + path)
  await p.evaluate(() => document.fonts.ready)
  const loc = p.locator(selector).first()
  await loc.scrollIntoViewIfNeeded()
  await loc.screenshot({ path: `/tmp/wt26-shots/${tag}-${width}.png` })
  await ctx.close()
}
await b.close()
