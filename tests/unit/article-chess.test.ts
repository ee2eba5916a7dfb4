// @vitest-environment node
/**
 * Chess content is correct: every position in every article body (src/content/articles/*.ts, each
 * exporting `body: ArticleBody`) is a legal FEN whose side not to move is not in check, and every
 * claim a block makes holds under chess.js: the move is legal, a mate is a mate, a stalemate is a
 * stalemate, a line is playable and leads where it says.
 */
import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { Chess, validateFen } from 'chess.js'
import { describe, expect, it } from 'vitest'
import type { ArticleBlock, ArticleBody } from '../../src/content/article-body'

const modules = import.meta.glob<{ body: ArticleBody }>('../../src/content/articles/*.ts', {
  eager: true,
})

const START = new Chess().fen()

/** Placement, side to move, castling and en passant: what a diagram shows and what it implies. */
const position = (fen: string) => fen.split(' ').slice(0, 4).join(' ')

function expectLegalPosition(fen: string, where: string) {
  const verdict = validateFen(fen)
  expect(verdict, `${where}: ${fen}`).toEqual({ ok: true })
  // chess.js rejects a position whose side not to move is in check only on some paths: check it.
  const parts = fen.split(' ')
  parts[1] = parts[1] === 'w' ? 'b' : 'w'
  parts[3] = '-'
  const other = new Chess(parts.join(' '), { skipValidation: true })
  expect(other.inCheck(), `${where}: the side not to move is in check in ${fen}`).toBe(false)
}

type Diagram = Extract<ArticleBlock, { type: 'diagram' }>
type Moves = Extract<ArticleBlock, { type: 'moves' }>

const entries: Array<readonly [string, ArticleBlock]> = Object.entries(modules).flatMap(
  ([file, mod]) => mod.body.map((block, i) => [`${file.split('/').at(-1)} #${i}`, block] as const),
)

describe('article chess content', () => {
  it('reads every article body file', () => {
    const dir = path.resolve(import.meta.dirname, '../../src/content/articles')
    const files = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.ts')) : []
    expect(
      Object.keys(modules)
        .map((f) => f.split('/').at(-1))
        .sort(),
    ).toEqual(files.sort())
  })

  const diagrams = entries.filter((e): e is readonly [string, Diagram] => e[1].type === 'diagram')
  it.each(diagrams.map(([where, block]) => [where, block] as const))(
    '%s: diagram is legal and its claim holds',
    (where, block) => {
      expectLegalPosition(block.fen, where)
      const game = new Chess(block.fen)
      const claim = block.claim
      if (!claim) return
      const san = claim.move
      if (san) {
        expect(game.moves(), `${where}: ${san} is not legal in ${block.fen}`).toContain(san)
        game.move(san)
      }
      if (claim.mate !== undefined) expect(game.isCheckmate(), `${where}: mate`).toBe(claim.mate)
      if (claim.stalemate !== undefined)
        expect(game.isStalemate(), `${where}: stalemate`).toBe(claim.stalemate)
      if (claim.leadsTo)
        expect(position(game.fen()), `${where}: leadsTo`).toBe(position(claim.leadsTo))
    },
  )

  const lines = entries.filter((e): e is readonly [string, Moves] => e[1].type === 'moves')
  it.each(lines.map(([where, block]) => [where, block] as const))(
    '%s: every move of the line is legal',
    (where, block) => {
      const game = new Chess(block.fen ?? START)
      if (block.fen) expectLegalPosition(block.fen, where)
      for (const san of block.san) {
        expect(() => game.move(san), `${where}: ${san} after ${game.fen()}`).not.toThrow()
      }
      if (block.leadsTo) {
        expectLegalPosition(block.leadsTo, where)
        expect(position(game.fen()), `${where}: the line does not end where it says`).toBe(
          position(block.leadsTo),
        )
      }
    },
  )
})
