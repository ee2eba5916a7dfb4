import { describe, expect, it } from 'vitest'
import { buildHead } from '../../src/domain/head'
import { PAGES, PAGE_PATHS } from '../../src/content/pages'

const options = { siteUrl: 'https://example.com/', siteName: 'Site', defaultImage: '/og/site.jpg' }

describe('buildHead', () => {
  it('gives title, description, canonical and social tags', () => {
    const head = buildHead('/contact', PAGES['/contact'], options)
    expect(head.meta).toContainEqual({ title: PAGES['/contact'].title })
    expect(head.meta).toContainEqual({
      name: 'description',
      content: PAGES['/contact'].description,
    })
    expect(head.meta).toContainEqual({ name: 'keywords', content: PAGES['/contact'].keywords })
    expect(head.meta).toContainEqual({ property: 'og:url', content: 'https://example.com/contact' })
    expect(head.meta).toContainEqual({
      property: 'og:image',
      content: 'https://example.com/og/site.jpg',
    })
    expect(head.meta).toContainEqual({ name: 'twitter:card', content: 'summary_large_image' })
    expect(head.links).toEqual([{ rel: 'canonical', href: 'https://example.com/contact' }])
    expect(head.scripts).toBeUndefined()
  })

  it('points the retake links at the quiz they repeat', () => {
    expect(buildHead('/chess-level', PAGES['/chess-level'], options).links[0]?.href).toBe(
      'https://example.com/chess-level-quiz',
    )
    expect(
      buildHead('/improved-chess-level-quiz', PAGES['/improved-chess-level-quiz'], options).links[0]
        ?.href,
    ).toBe('https://example.com/find-your-level')
  })

  it('serialises structured data as JSON-LD', () => {
    const head = buildHead('/', PAGES['/'], {
      ...options,
      jsonLd: [{ '@type': 'Organization', name: 'Site' }],
    })
    expect(head.scripts).toEqual([
      { type: 'application/ld+json', children: '{"@type":"Organization","name":"Site"}' },
    ])
  })

  it('has a page entry for every route of the spec and the privacy page, each with a heading, title and description', () => {
    const specRoutes =
      '/ /about /contact /quiz /chess-level-quiz /find-your-level /chess-style /chess-style-tactician /chess-style-strategist /chess-style-endgame-artist /chess-style-gambiteer /chess-style-grinder /chess-style-universal-player /lessons/kids /lessons/adults /learn /train /study-plan /opening-recommender /articles /resources /faqs /careers /articles/chess-blunders /articles/english-opening /articles/king-pawn-endgame /articles/chess-tips /articles/chess-study-plan /chess-level /improved-chess-level-quiz'.split(
        ' ',
      )
    expect([...PAGE_PATHS].sort()).toEqual([...specRoutes, '/privacy'].sort())
    for (const path of PAGE_PATHS) {
      const page = PAGES[path]
      expect(page.heading.length, path).toBeGreaterThan(0)
      expect(page.description.length, path).toBeGreaterThan(50)
      expect(page.description.length, path).toBeLessThanOrEqual(170)
    }
  })
})
