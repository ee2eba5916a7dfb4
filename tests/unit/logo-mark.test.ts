// @vitest-environment node
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { BRAND_COLORS, LOGO_MARK_PATH } from '../../src/content/brand'

const favicon = readFileSync(path.resolve(import.meta.dirname, '../../public/favicon.svg'), 'utf8')

describe('the logo mark', () => {
  it('is the favicon: the same knight, in white on the brand navy', () => {
    expect(favicon).toContain(`d="${LOGO_MARK_PATH}"`)
    expect(favicon).toContain(`fill="${BRAND_COLORS.navy}"`)
  })

  it('is drawn, not a text glyph, in the navbar', () => {
    const navbar = readFileSync(
      path.resolve(import.meta.dirname, '../../src/ui/layout/navbar.tsx'),
      'utf8',
    )
    expect(navbar).toContain('<LogoMark />')
    expect(navbar).not.toContain('♞')
  })
})
