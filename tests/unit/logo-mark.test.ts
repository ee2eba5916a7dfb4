// @vitest-environment node
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { BRAND_COLORS } from '../../src/ui/brand-colors'

const read = (file: string) =>
  readFileSync(path.resolve(import.meta.dirname, '../..', file), 'utf8')

describe('the logo mark', () => {
  it('is one SVG drawing: a white knight on the brand navy (the favicon)', () => {
    const favicon = read('public/favicon.svg')
    expect(favicon).toMatch(/^<svg /)
    expect(favicon).toContain(`fill="${BRAND_COLORS.navy}"`)
    expect(favicon).toContain('<path fill="#fff" fill-rule="evenodd"')
  })

  it("is the navbar brand link's mark, not a text glyph", () => {
    const navbar = read('src/parts/layout/navbar.tsx')
    expect(navbar).toContain('<img src="/favicon.svg" alt="" width={24} height={24} />')
    expect(navbar).not.toContain('♞')
  })
})
