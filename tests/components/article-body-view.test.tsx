/**
 * An article's diagrams draw from the sprite's symbols in the page itself (no request for the file
 * before the largest paint): every `<use>` of every board and move stepper of a real article points
 * into the page, at a symbol that is the file's, and the server HTML hydrates without a mismatch.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { act, render, screen, within } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { expect, it, vi } from 'vitest'
import { body } from '../../src/content/articles/king-pawn-endgame'
import { ArticleBodyView } from '../../src/features/articles/article-body-view'
import { ChessDiagram, SPRITE } from '../../src/ui/chess-diagram'

const file = new DOMParser().parseFromString(
  readFileSync(path.resolve(import.meta.dirname, '../../public', SPRITE.slice(1)), 'utf8'),
  'image/svg+xml',
)
const diagrams = body.flatMap((block) => (block.type === 'diagram' ? [block] : []))
const pieceHrefs = (board: Element) =>
  [...board.querySelectorAll('use')]
    .map((u) => `${u.getAttribute('x')},${u.getAttribute('y')} ${u.getAttribute('href')}`)
    .sort()

it("draws every board of an article from the page's own copy of the sprite", async () => {
  const html = renderToString(<ArticleBodyView body={body} />)
  expect(html).not.toContain(SPRITE)
  const container = document.createElement('div')
  container.innerHTML = html
  document.body.append(container)
  const errors = vi.spyOn(console, 'error')
  await act(async () => {
    hydrateRoot(container, <ArticleBodyView body={body} />, {
      onRecoverableError: (e) => console.error(e),
    })
  })
  expect(errors).not.toHaveBeenCalled()

  const boards = within(container).getAllByRole('img')
  expect(boards.length).toBeGreaterThan(diagrams.length)
  for (const board of boards) {
    const hrefs = [...board.querySelectorAll('use')].map((u) => u.getAttribute('href')!)
    expect(hrefs.length).toBeGreaterThan(1)
    for (const href of hrefs) {
      expect(href, href).toMatch(/^#/)
      const inPage = container.querySelector(href)!
      const inFile = file.getElementById(href.slice(1))!
      expect(inPage.tagName, href).toBe('symbol')
      expect(inPage.getAttribute('viewBox'), href).toBe(inFile.getAttribute('viewBox'))
      expect(inPage.querySelectorAll('*').length, href).toBe(inFile.querySelectorAll('*').length)
    }
  }
  // The first diagram: the same pieces on the same squares as one drawn from the file.
  const first = diagrams[0]!
  const inArticle = within(container).getByRole('img', { name: first.caption })
  render(<ChessDiagram {...first} caption="From the file" />)
  const fromFile = screen.getByRole('img', { name: 'From the file' })
  expect(pieceHrefs(inArticle)).toEqual(pieceHrefs(fromFile).map((h) => h.replace(SPRITE, '')))
  container.remove()
})
