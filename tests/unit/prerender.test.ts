import { describe, expect, it } from 'vitest'
import { fillTemplate, indexedPaths, sitemap } from '../../scripts/prerender'
import { PAGES, PAGE_PATHS } from '../../src/content/pages'

const page = {
  head: '<title>T</title>',
  body: '<main>hi</main>',
  styles: '<style>a{}</style>',
  status: 200,
}

describe('prerender helpers', () => {
  it('puts head tags and CSS in <head> and the markup in #root', () => {
    const html = fillTemplate(
      '<html><head><meta charset="UTF-8"></head><body><div id="root"></div></body></html>',
      page,
    )
    expect(html).toBe(
      '<html><head><meta charset="UTF-8"><title>T</title><style>a{}</style></head><body><div id="root"><main>hi</main></div></body></html>',
    )
  })

  it('copies the page verbatim, "$$" and "$&" included (React\'s form-replay script holds them)', () => {
    const html = fillTemplate('<html><head></head><body><div id="root"></div></body></html>', {
      ...page,
      head: '<script>document.$$reactFormReplay=[]</script>',
      body: '<p>$& $1 $$</p>',
    })
    expect(html).toContain('<script>document.$$reactFormReplay=[]</script>')
    expect(html).toContain('<p>$& $1 $$</p>')
  })

  it('refuses a template without an empty root element', () => {
    expect(() => fillTemplate('<html><head></head><body></body></html>', page)).toThrow(/root/)
  })

  it('indexes every route but the two retake aliases', () => {
    const paths = indexedPaths({ PAGES, PAGE_PATHS })
    expect(paths).not.toContain('/chess-level')
    expect(paths).not.toContain('/improved-chess-level-quiz')
    expect(paths).toHaveLength(PAGE_PATHS.length - 2)
  })

  it('writes a sitemap with absolute URLs', () => {
    expect(sitemap('https://example.com/', ['/', '/faqs'])).toContain(
      '<url><loc>https://example.com/</loc></url>\n  <url><loc>https://example.com/faqs</loc></url>',
    )
  })
})
