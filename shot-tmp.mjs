import { chromium } from 'playwright-core'
const paths = process.argv.slice(2)
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] })
for (const path of paths) for (const width of [390, 820, 1366]) {
  const ctx = await b.newContext({ viewport: { width, height: 900 }, javaScriptEnabled: false })
  const p = await ctx.newPage()
  await p.goto('http://127.0.0.1:4599' + path)
  await p.evaluate(() => document.fonts.ready)
  const name = `/tmp/wt26-shots/${path.replace(/\//g, '_') || '_home'}-${width}.png`
  await p.screenshot({ path: name, fullPage: true })
  await ctx.close()
}
await b.close()
