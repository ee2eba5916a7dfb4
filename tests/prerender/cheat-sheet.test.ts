import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { JSDOM } from 'jsdom'
import { describe, expect, it } from 'vitest'
import { SPRITE } from '../../src/ui/chess-diagram'
import {
  CHEAT_SHEET,
  CHEAT_SHEET_DESCRIPTION,
  CHEAT_SHEET_TITLE,
} from '../../src/content/cheat-sheet'
import { CHEAT_SHEET_PATH } from '../../src/content/resources'
import { SITE_NAME } from '../../src/content/site'
import { dist, meta } from './html'

const SITE = 'https://www.checkmatetutors.com'

/**
 * The printable tactics cheat sheet the /resources page links to: a standalone page written by the
 * prerender, complete without any JavaScript, with the 12 patterns' diagrams drawn from the sprite.
 */
describe(`prerendered ${CHEAT_SHEET_PATH}`, () => {
  const file = path.join(dist, CHEAT_SHEET_PATH.slice(1))
  if (!existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` first`)
  const html = readFileSync(file, 'utf8')
  const doc = new JSDOM(html).window.document

  it('is a complete HTML document with its title, description and canonical link', () => {
    expect(html).toMatch(/^<!doctype html>/i)
    expect(doc.documentElement.lang).toBe('en')
    expect(doc.querySelector('meta[charset]')?.getAttribute('charset')?.toLowerCase()).toBe('utf-8')
    expect(meta(doc, 'viewport')).toContain('width=device-width')
    expect(doc.title).toBe(`${CHEAT_SHEET_TITLE} | ${SITE_NAME}`)
    expect(meta(doc, 'description')).toBe(CHEAT_SHEET_DESCRIPTION)
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      SITE + CHEAT_SHEET_PATH,
    )
    // A resource worth finding: indexed, and listed in the sitemap.
    expect(meta(doc, 'robots')).toBeNull()
    expect(readFileSync(path.join(dist, 'sitemap.xml'), 'utf8')).toContain(
      `<loc>${SITE}${CHEAT_SHEET_PATH}</loc>`,
    )
  })

  it('has one h1 and the 12 patterns in order', () => {
    const h1s = doc.querySelectorAll('h1')
    expect(h1s).toHaveLength(1)
    expect(h1s[0]?.textContent).toBe(CHEAT_SHEET_TITLE)
    expect([...doc.querySelectorAll('main h2')].map((h) => h.textContent)).toEqual(
      CHEAT_SHEET.map((p, i) => `${i + 1}. ${p.name}`),
    )
  })

  it('draws 12 diagrams, each an image named by its caption and described in words', () => {
    const figures = [...doc.querySelectorAll('main figure')]
    expect(figures).toHaveLength(12)
    figures.forEach((figure, i) => {
      const svg = figure.querySelector('svg')
      expect(svg?.getAttribute('role')).toBe('img')
      const name = doc.getElementById(svg?.getAttribute('aria-labelledby') ?? '')
      expect(name?.tagName.toLowerCase()).toBe('figcaption')
      expect(name?.textContent).toBe(CHEAT_SHEET[i]?.diagram.caption)
      const description = doc.getElementById(svg?.getAttribute('aria-describedby') ?? '')
      expect(description?.textContent).toMatch(/^White: King .+ Black: King .+ White to move\./)
    })
  })

  it('uses the one cached piece sprite that ships with the site', () => {
    const uses = [...doc.querySelectorAll('svg use')].map((u) => u.getAttribute('href') ?? '')
    expect(uses.length).toBeGreaterThan(12 * 3)
    for (const href of uses) expect(href.startsWith(`${SPRITE}#`), href).toBe(true)
    expect(existsSync(path.join(dist, SPRITE.slice(1)))).toBe(true)
  })

  it('runs no JavaScript', () => {
    expect(doc.querySelectorAll('script')).toHaveLength(0)
    expect(html).not.toMatch(/<script|\son[a-z]+=|javascript:/i)
  })

  it('prints on one page: print rules, and the hint to print instead of a button', () => {
    const css = [...doc.querySelectorAll('head style')].map((s) => s.textContent).join('')
    expect(css).toContain('@page{')
    expect(css).toContain('@media print{')
    expect(css).toMatch(/break-inside:avoid/)
    expect(doc.body.textContent).toContain(
      'Use your browser’s Print command (Ctrl/Cmd + P) to print or save as PDF.',
    )
  })

  it('links back to the site and to the piece artwork licence, both shipped', () => {
    const footer = doc.querySelector('footer')
    expect(footer?.textContent).toContain(SITE_NAME)
    const hrefs = [...(footer?.querySelectorAll('a') ?? [])].map((a) => a.getAttribute('href'))
    expect(hrefs).toEqual(['/resources', '/licenses.txt'])
    expect(existsSync(path.join(dist, 'resources', 'index.html'))).toBe(true)
    expect(existsSync(path.join(dist, 'licenses.txt'))).toBe(true)
  })
})
