import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { ARTICLES } from '../../src/content/articles'
import { EMAIL_NOTE_LINK, EMAIL_NOTE_START, EMAIL_NOTES } from '../../src/content/email-notes'
import { MAIL_PAGE_PATHS, MAIL_PAGES } from '../../src/content/mail-pages'
import { SITE_FAQS } from '../../src/content/faqs'
import { PAGES, PAGE_PATHS, type PagePath } from '../../src/content/pages'
import { CHEAT_SHEET_PATH } from '../../src/content/resources'
import { TOOLS } from '../../src/content/tools'
import { HEAD_SCRIPT, MANIFEST_HREF } from '../../src/startup/before-hydration'
import { dist, jpegSize, jsonLd, loadPage, meta } from './html'

const SITE = 'https://www.checkmatetutors.com'

/** What React 19 renders for `<form action={fn}>`, and its script that queues early submits. */
const REACT_FORM_ACTION = "javascript:throw new Error('React form unexpectedly submitted.')"
const REACT_FORM_REPLAY_SCRIPT =
  'addEventListener("submit",function(a){if(!a.defaultPrevented){var b=a.target,d=a.submitter,c=b.action,e=d;if(d){var f=d.getAttribute("formAction");null!=f&&(c=f,e=null)}"javascript:throw new Error(\'React form unexpectedly submitted.\')"===c&&(a.preventDefault(),a=new FormData(b,e),c=b.ownerDocument||b,(c.$$reactFormReplay=c.$$reactFormReplay||[]).push(b,d,a))}});'

describe.each(PAGE_PATHS.map((p) => [p] as const))('prerendered %s', (route: PagePath) => {
  const doc = loadPage(route)
  const page = PAGES[route] as (typeof PAGES)[PagePath] & {
    canonicalPath?: string
    keywords?: string
  }
  const canonical = SITE + (page.canonicalPath ?? route)

  it('has its title, description, canonical link and heading without JavaScript', () => {
    expect(doc.title).toBe(page.title)
    expect(meta(doc, 'description')).toBe(page.description)
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(canonical)
    const h1s = doc.querySelectorAll('h1')
    expect(h1s).toHaveLength(1)
    expect(h1s[0]?.textContent).toBe(page.heading)
    expect(doc.querySelector('#root nav[aria-label="Main"]')).not.toBeNull()
    expect(doc.querySelector('#root footer')?.textContent).toContain(
      'Making chess simple, fun, and accessible for everyone!',
    )
  })

  // A component that throws in the prerender is caught by a Suspense boundary, which leaves its
  // fallback and a "switched to client rendering" template instead of failing the build: the page
  // would have no content without JavaScript (the router's scroll restoration did once).
  it('rendered every part on the server (no Suspense boundary fell back to the client)', () => {
    expect(doc.querySelector('template[data-msg]')?.getAttribute('data-msg') ?? null).toBeNull()
  })

  it('has Open Graph and Twitter card tags', () => {
    expect(meta(doc, 'og:title')).toBe(page.title)
    expect(meta(doc, 'og:description')).toBe(page.description)
    expect(meta(doc, 'og:url')).toBe(canonical)
    expect(meta(doc, 'og:image')).toMatch(/^https:\/\/www\.checkmatetutors\.com\/og\/[a-z-]+\.jpg$/)
    expect(meta(doc, 'twitter:card')).toBe('summary_large_image')
    expect(meta(doc, 'twitter:title')).toBe(page.title)
    expect(meta(doc, 'twitter:description')).toBe(page.description)
    expect(meta(doc, 'twitter:image')).toBe(meta(doc, 'og:image'))
    const image = path.join(dist, new URL(meta(doc, 'og:image')!).pathname)
    expect(existsSync(image), image).toBe(true)
    expect(jpegSize(image)).toEqual({ width: 1200, height: 630 })
  })

  it('inlines its styled-components CSS', () => {
    const css = [...doc.querySelectorAll('head style[data-styled]')]
      .map((s) => s.textContent)
      .join('')
    expect(css.length).toBeGreaterThan(500)
    const firstClass = doc.querySelector('#root nav')?.className.split(' ').at(-1)
    expect(css).toContain(`.${firstClass}{`)
  })

  it('cannot lose a submit or a tap made before hydration', () => {
    // Every form that takes personal data posts to React's non-navigating action, never a GET to
    // the page (values in the URL). Only a search form may GET: its terms belong in a shareable URL.
    const forms = [...doc.querySelectorAll('form')]
    for (const form of forms) {
      if (form.getAttribute('role') === 'search') {
        expect(form.querySelectorAll('input:not([type="search"])')).toHaveLength(0)
      } else {
        expect(form.getAttribute('action')).toBe(REACT_FORM_ACTION)
      }
    }
    const inlineScripts = [...doc.querySelectorAll('script:not([src]):not([type])')].map(
      (s) => s.textContent ?? '',
    )
    // React's fixed script that queues a submit for replay sits in <head>, before any form.
    const headScripts = [...doc.head.querySelectorAll('script:not([src]):not([type])')].map(
      (s) => s.textContent,
    )
    if (forms.some((f) => f.getAttribute('role') !== 'search'))
      expect(headScripts).toContain(REACT_FORM_REPLAY_SCRIPT)
    // Our fixed tap-capture and load-mark script, in <head>; no inline script inside the root React hydrates.
    expect(headScripts).toContain(HEAD_SCRIPT)
    expect(doc.querySelectorAll('#root script:not([type="application/ld+json"])')).toHaveLength(0)
    // Every inline script is one of the two fixed strings (a CSP can allow them by hash).
    for (const script of inlineScripts)
      expect([HEAD_SCRIPT, REACT_FORM_REPLAY_SCRIPT]).toContain(script)
  })

  // A hidden field that autofill could fill out of a person's sight (the former honeypot,
  // answered with success and nothing sent) would be a success without a row.
  it('has no hidden field in a form that writes a lead: every field is one a person sees', () => {
    // The two forms that make no call (spec §7) have nothing to protect.
    const noCall =
      (route === '/about' && 'form[aria-label="Newsletter sign-up"]') ||
      (route === '/contact' && 'form[aria-label="Contact form"]') ||
      null
    const leadForms = [...doc.querySelectorAll('form')].filter(
      (f) => f.querySelector('input[type="email"]') && !(noCall && f.matches(noCall)),
    )
    for (const form of leadForms) {
      const fields = [...form.querySelectorAll('input, select, textarea')]
      expect(fields.length, form.getAttribute('aria-label') ?? '').toBeGreaterThan(0)
      for (const field of fields) {
        const name = `${form.getAttribute('aria-label')}: ${field.getAttribute('name')}`
        expect(field.getAttribute('type'), name).not.toBe('hidden')
        expect(field.getAttribute('tabindex'), name).not.toBe('-1')
        expect(field.closest('[aria-hidden="true"]'), name).toBeNull()
      }
    }
  })

  it('has keywords where the spec names them', () => {
    if (page.keywords) expect(meta(doc, 'keywords')).toBe(page.keywords)
  })

  it('carries only JSON-LD that parses', () => {
    for (const data of jsonLd(doc)) expect(data['@context']).toBe('https://schema.org')
  })

  it('links the privacy page from its footer', () => {
    expect(doc.querySelector('#root footer a[href="/privacy"]')?.textContent).toBe('Privacy')
  })

  it('says under every e-mail field what the address is for, with a link to the privacy page', () => {
    for (const input of doc.querySelectorAll('input[type="email"]'))
      expectEmailNote(doc, input, route)
  })
})

/** The field's description is the line under it: what the address is for, and the link. */
function expectEmailNote(doc: Document, input: Element, where: string) {
  const form = input.closest('form')?.getAttribute('aria-label') ?? where
  const ids = (input.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean)
  expect(ids, `${form}: aria-describedby`).toHaveLength(1)
  const note = doc.getElementById(ids[0]!)
  expect(note, `${form}: the note ${ids[0]}`).not.toBeNull()
  const sentence = note!.textContent!.replace(/\s+/g, ' ')
  expect(
    Object.values(EMAIL_NOTES).map((use) => `${EMAIL_NOTE_START} ${use}. ${EMAIL_NOTE_LINK}`),
    `${form}: "${sentence}"`,
  ).toContain(sentence.replace(' (opens in a new tab)', ''))
  const link = note!.querySelector('a')
  expect(link?.getAttribute('href'), form).toBe('/privacy')
  // The note follows its field in the page, inside the same form (or the field's own block).
  expect(input.compareDocumentPosition(note!) & 4, `${form}: the note comes after the field`).toBe(
    4,
  )
}

describe('e-mail fields', () => {
  // The pages whose prerendered HTML holds e-mail fields (the quizzes' steps and the popups come
  // later, in the browser: tests/e2e/privacy.spec.ts plays them).
  it('are found on the pages with forms, each with its note', () => {
    const withFields = PAGE_PATHS.filter(
      (route) => loadPage(route).querySelectorAll('input[type="email"]').length > 0,
    )
    expect(withFields).toEqual(
      expect.arrayContaining([
        '/',
        '/about',
        '/contact',
        '/faqs',
        '/lessons/kids',
        '/lessons/adults',
        '/learn',
        '/train',
        '/study-plan',
        '/opening-recommender',
        '/articles',
        '/articles/chess-tips',
        '/chess-style-tactician',
      ]),
    )
  })
})

describe.each(MAIL_PAGE_PATHS.map((p) => [p] as const))('prerendered %s (a mail link)', (route) => {
  const doc = loadPage(route)

  it('has its heading, its button and no index, and links the privacy page', () => {
    expect(doc.querySelector('h1')?.textContent).toBe(MAIL_PAGES[route].heading)
    expect(doc.querySelector('main button[type="submit"]')?.textContent).toBe(
      MAIL_PAGES[route].action,
    )
    expect(meta(doc, 'robots')).toBe('noindex')
    expect(doc.querySelector('#root footer a[href="/privacy"]')).not.toBeNull()
  })
})

describe('structured data', () => {
  const types = (route: PagePath) => jsonLd(loadPage(route)).map((d) => d['@type'])

  it('Organization on home and contact', () => {
    expect(types('/')).toEqual(['Organization'])
    expect(types('/contact')).toEqual(['Organization'])
  })

  it('FAQPage with the nine questions on /faqs', () => {
    const [faq] = jsonLd(loadPage('/faqs'))
    expect(faq?.['@type']).toBe('FAQPage')
    const questions = (faq?.mainEntity as Array<{ name: string }>).map((q) => q.name)
    expect(questions).toEqual(SITE_FAQS.map((f) => f.question))
    expect(questions).toHaveLength(9)
  })

  it('JobPosting on /careers, paying 30 USD an hour', () => {
    const [job] = jsonLd(loadPage('/careers'))
    expect(job).toMatchObject({
      '@type': 'JobPosting',
      employmentType: 'CONTRACTOR',
      jobLocationType: 'TELECOMMUTE',
    })
    expect(job?.baseSalary).toMatchObject({
      currency: 'USD',
      value: { value: 30, unitText: 'HOUR' },
    })
  })

  it('WebPage on /privacy', () => {
    expect(jsonLd(loadPage('/privacy'))).toMatchObject([
      {
        '@type': 'WebPage',
        name: PAGES['/privacy'].title,
        url: `${SITE}/privacy`,
        publisher: { '@type': 'Organization' },
      },
    ])
  })

  it("the Training Hub's tools as an ItemList", () => {
    const [list] = jsonLd(loadPage('/train'))
    expect(list?.['@type']).toBe('ItemList')
    const names = (list?.itemListElement as Array<{ name: string }>).map((i) => i.name)
    expect(names).toEqual(TOOLS.filter((t) => !t.disabled).map((t) => t.title))
  })

  it.each(ARTICLES.map((a) => [a.path, a] as const))('Article on %s', (route, article) => {
    const [data] = jsonLd(loadPage(route as PagePath))
    expect(data).toMatchObject({
      '@type': 'Article',
      headline: article.title,
      datePublished: article.date,
    })
  })
})

describe('style pages', () => {
  it.each(PAGE_PATHS.filter((p) => p.startsWith('/chess-style-')))(
    '%s previews with its own image',
    (route) => {
      const doc = loadPage(route)
      expect(meta(doc, 'og:image')).toBe(`${SITE}/og${route}.jpg`)
      expect(meta(doc, 'og:title')).toBe(PAGES[route].title)
    },
  )
})

describe('article pages', () => {
  it.each(ARTICLES.map((a) => a.path))(
    '%s draws its diagrams from the symbols in the page: no request before they paint',
    (route) => {
      const doc = loadPage(route)
      const hrefs = [...doc.querySelectorAll('main svg[role="img"] use')].map(
        (u) => u.getAttribute('href') ?? '',
      )
      expect(hrefs.length).toBeGreaterThan(0)
      for (const href of hrefs) {
        expect(href, href).toMatch(/^#/)
        expect(doc.querySelector(`symbol${href}`), href).not.toBeNull()
      }
      expect(doc.documentElement.outerHTML).not.toContain('/pieces/sprite.svg')
    },
  )
})

describe('site files', () => {
  it('404.html is the not-found page, kept out of search results, and links the privacy page', () => {
    const html = readFileSync(path.join(dist, '404.html'), 'utf8')
    expect(html).toContain('Oops! Page not found')
    expect(html).toContain('<meta name="robots" content="noindex"/>')
    expect(html).toMatch(/<footer[^]*<a[^>]* href="\/privacy"[^>]*>Privacy<\/a>/)
  })

  // Nothing but the HTML and its inline CSS before the first paint. The brand face is
  // declared (`font-display: optional`) and fetched when text needs it; no page preloads it.
  it('every prerendered page, the 404 page too, declares the brand font and preloads no font', () => {
    const files = [
      ...PAGE_PATHS.map((p) => path.join(dist, p, 'index.html')),
      path.join(dist, '404.html'),
    ]
    for (const file of files) {
      const html = readFileSync(file, 'utf8')
      expect(html.match(/<link rel="preload"[^>]*as="font"[^>]*>/g), file).toBeNull()
      expect(html, file).toMatch(
        /<style id="brand-font">[^<]*font-display: optional;[^<]*url\(\/assets\/inter-latin-wght-normal-[\w-]+\.woff2\)/,
      )
    }
  })

  it('sitemap.xml lists every public route once, the retake aliases excepted, and the cheat sheet', () => {
    const xml = readFileSync(path.join(dist, 'sitemap.xml'), 'utf8')
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])
    const expected = [
      ...PAGE_PATHS.filter((p) => p !== '/chess-level' && p !== '/improved-chess-level-quiz'),
      CHEAT_SHEET_PATH,
    ].map((p) => SITE + p)
    expect(locs.sort()).toEqual(expected.sort())
  })

  it('robots.txt allows crawling and names the sitemap', () => {
    const robots = readFileSync(path.join(dist, 'robots.txt'), 'utf8')
    expect(robots).toMatch(/^User-agent: \*$/m)
    expect(robots).toContain(`Sitemap: ${SITE}/sitemap.xml`)
  })

  // Nothing before the first paint but the HTML. The browser fetches a page's icon at
  // `load` and a manifest it finds while the page loads; on our pages `load` often comes first.
  it('puts the SVG favicon in every page and leaves the manifest to the head script', () => {
    const svg = readFileSync(path.join(dist, 'favicon.svg'), 'utf8').trim()
    for (const route of PAGE_PATHS) {
      const { head } = loadPage(route)
      const icon = head
        .querySelector('link[rel="icon"][type="image/svg+xml"]')
        ?.getAttribute('href')
      expect(icon, route).toBe(`data:image/svg+xml,${encodeURIComponent(svg)}`)
      expect(head.querySelector('link[rel="manifest"]'), route).toBeNull()
      expect(head.innerHTML, route).toContain(HEAD_SCRIPT)
    }
    expect(HEAD_SCRIPT).toContain(`"${MANIFEST_HREF}"`)
  })

  it('ships the favicon set', () => {
    for (const file of [
      'favicon.svg',
      'favicon-32.png',
      'apple-touch-icon.png',
      'site.webmanifest',
    ]) {
      expect(existsSync(path.join(dist, file)), file).toBe(true)
    }
  })
})
