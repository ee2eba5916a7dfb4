// @vitest-environment node
/**
 * The article pages carry the sprite's symbols inline: src/ui/generated/piece-sprite.ts must be what
 * scripts/make-piece-sprite.ts makes from public/pieces/sprite.svg now (like a lockfile check).
 */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { GENERATED_FILE, pieceSpriteSource, spriteSymbols } from '../../scripts/make-piece-sprite'

describe('the inline copy of the piece sprite', () => {
  it('is what the script makes from public/pieces/sprite.svg', async () => {
    expect(readFileSync(GENERATED_FILE, 'utf8')).toBe(await pieceSpriteSource())
  })

  it('keeps every element, attribute and text of the file, and leaves out comments and layout whitespace', () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg">
<!-- a licence note -->
  <symbol id="wK" viewBox="0 0 45 45">
    <path d="M1 2L3 4" stroke-width="1.5" fill-rule="evenodd"/>
  </symbol>
  <text x="1" text-anchor="middle">a b</text>
</svg>
`
    expect(spriteSymbols(svg)).toEqual([
      [
        'symbol',
        { id: 'wK', viewBox: '0 0 45 45' },
        ['path', { d: 'M1 2L3 4', strokeWidth: '1.5', fillRule: 'evenodd' }],
      ],
      ['text', { x: '1', textAnchor: 'middle' }, 'a b'],
    ])
    expect(() => spriteSymbols('<p>no svg</p>')).toThrow('not an <svg> document')
  })
})
