// @vitest-environment node
/**
 * The move stepper names each move as a score sheet (and every caption) does: "4.Qxf7#", "4...Nf6",
 * numbered from the line's first position, not a count of half-moves ("Move 7: Qxf7#").
 */
import { describe, expect, it } from 'vitest'
import { lineFens } from '../../scripts/chess-lines'
import { moveLabels } from '../../src/domain/move-line'

describe('moveLabels', () => {
  it('numbers a line from the starting position one number per pair of moves', () => {
    const sans = ['e4', 'e5', 'Bc4', 'Nc6', 'Qh5', 'Nf6', 'Qxf7#']
    const start = lineFens(undefined, sans)[0]!
    expect(moveLabels(start, sans)).toEqual([
      '1.e4',
      '1...e5',
      '2.Bc4',
      '2...Nc6',
      '3.Qh5',
      '3...Nf6',
      '4.Qxf7#',
    ])
  })

  it('starts from the FEN’s side to move and move number', () => {
    // Black to move at move 1 (the king-and-pawn article's lines).
    expect(moveLabels('8/8/8/7k/2P5/8/8/7K b - - 0 1', ['Kg5', 'c5', 'Kf6'])).toEqual([
      '1...Kg5',
      '2.c5',
      '2...Kf6',
    ])
    // Black to move at move 4: the position before Scholar's mate's 3...Nf6.
    const fen = lineFens(undefined, ['e4', 'e5', 'Bc4', 'Nc6', 'Qh5'])[5]!
    expect(moveLabels(fen, ['Nf6', 'Qxf7#'])).toEqual(['3...Nf6', '4.Qxf7#'])
    expect(moveLabels('6k1/6pp/1q6/1p2N3/8/8/PP4PP/5R1K w - - 0 12', ['Rf8+', 'Kxf8'])).toEqual([
      '12.Rf8+',
      '12...Kxf8',
    ])
  })

  it('labels nothing for no moves', () => {
    expect(moveLabels('8/8/8/7k/2P5/8/8/7K b - - 0 1', [])).toEqual([])
  })
})
