/**
 * Draws the social preview images (1200x630 JPEG) in public/og/ (one for the site and one per chess
 * style page) and the PNG icons beside public/favicon.svg. Run `npx tsx scripts/make-og-images.ts` after changing a title; the PNGs are committed.
 * Uses Debian's Chromium through playwright-core; no browser is downloaded.
 */
import { mkdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { chromium } from 'playwright-core'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium'
import { PAGES } from '../src/content/pages'

const out = path.resolve(import.meta.dirname, '..', 'public', 'og')

const STYLE_PIECES: Record<string, string> = {
  'chess-style-tactician': '♞',
  'chess-style-strategist': '♝',
  'chess-style-endgame-artist': '♔',
  'chess-style-gambiteer': '♟',
  'chess-style-grinder': '♜',
  'chess-style-universal-player': '♛',
}

function card(piece: string, kicker: string, title: string, subtitle: string): string {
  return `<!doctype html><html><head><style>
  body { margin: 0; width: 1200px; height: 630px; display: flex; align-items: center; gap: 56px;
         padding: 0 90px; box-sizing: border-box; font-family: 'DejaVu Sans', sans-serif;
         background: linear-gradient(135deg, #1e293b 0%, #0f172a 60%, #7f1d1d 100%); color: #fff; }
  .piece { font-size: 300px; line-height: 1; font-family: 'DejaVu Sans', serif; color: #fde68a; }
  .kicker { font-size: 30px; letter-spacing: 3px; text-transform: uppercase; color: #fca5a5; }
  h1 { font-size: 84px; margin: 16px 0; line-height: 1.05; }
  p { font-size: 34px; margin: 0; color: #e2e8f0; }
  .brand { position: absolute; bottom: 40px; right: 90px; font-size: 28px; color: #cbd5e1; }
  </style></head><body><div class="piece">${piece}</div><div><div class="kicker">${kicker}</div>
  <h1>${title}</h1><p>${subtitle}</p></div><div class="brand">Checkmate Tutors</div></body></html>`
}

async function main() {
  await mkdir(out, { recursive: true })
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  })
  const page = await browser.newPage({ viewport: { width: 1200, height: 630 } })
  const cards: Array<[string, string]> = [
    [
      'site',
      card(
        '♞',
        'Private online chess lessons',
        'Learn from Titled Masters',
        '1-on-1 lessons for kids and adults, beginner to 2000+',
      ),
    ],
    ...Object.entries(STYLE_PIECES).map(([slug, piece]): [string, string] => [
      slug,
      card(
        piece,
        'My chess style',
        PAGES[`/${slug}` as keyof typeof PAGES].heading,
        'Discover yours with the free chess style quiz',
      ),
    ]),
  ]
  for (const [name, html] of cards) {
    await page.setContent(html)
    await page.screenshot({ path: path.join(out, `${name}.jpg`), type: 'jpeg', quality: 85 })
  }
  const svg = await readFile(path.resolve(out, '..', 'favicon.svg'), 'utf8')
  for (const [file, size] of [
    ['apple-touch-icon.png', 180],
    ['favicon-32.png', 32],
    ['icon-192.png', 192],
    ['icon-512.png', 512],
  ] as const) {
    await page.setViewportSize({ width: size, height: size })
    await page.setContent(
      `<body style="margin:0">${svg.replace('<svg ', `<svg width="${size}" height="${size}" `)}</body>`,
    )
    await page.screenshot({
      path: path.resolve(out, '..', file),
      type: 'png',
      omitBackground: true,
    })
  }
  await browser.close()
  console.log(`Wrote ${cards.length} images to ${out}`)
}

void main()
