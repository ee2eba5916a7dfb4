import styled from 'styled-components'
import type { ArticleBlock, ArticleBody } from '../../content/article-body'
import { articleLineFens } from '../../content/article-lines'
import { ArticleText } from './article-text'
import { ChessDiagram, SpriteSource } from '../../ui/chess-diagram'
import { PIECE_SPRITE } from '../../ui/generated/piece-sprite'
import { drawSvg } from '../../ui/svg-node'
import { MoveStepper } from '../../ui/move-stepper'
import { colors, radius, space } from '../../ui/theme'

/** One block of an article body (src/content/article-body.ts). */
function Block({ block }: { block: ArticleBlock }) {
  switch (block.type) {
    case 'p':
      return (
        <p>
          <ArticleText text={block.text} />
        </p>
      )
    case 'h2':
      return <h2>{block.text}</h2>
    case 'h3':
      return <h3>{block.text}</h3>
    case 'ul':
    case 'ol': {
      const List = block.type
      return (
        <List>
          {block.items.map((item) => (
            <li key={item}>
              <ArticleText text={item} />
            </li>
          ))}
        </List>
      )
    }
    case 'callout':
      return (
        <Callout>
          <strong>{block.title}</strong>
          <p>
            <ArticleText text={block.text} />
          </p>
        </Callout>
      )
    case 'diagram':
      return (
        <ChessDiagram
          fen={block.fen}
          caption={block.caption}
          highlights={block.highlights}
          arrows={block.arrows}
          orientation={block.orientation}
        />
      )
    case 'moves':
      return (
        <MoveStepper
          fens={articleLineFens(block)}
          sans={block.san}
          caption={block.caption}
          orientation={block.orientation}
        />
      )
  }
}

/**
 * An article's body: text, diagrams and move lines, in order. The diagrams draw from the sprite's
 * symbols in the page itself, so a prerendered article paints its first board with its text: with
 * the file, its request came before the largest paint (one more round trip on slow 4G: Lighthouse
 * put the articles' LCP 150-200 ms later, over the 1 s budget). The quizzes and the cheat sheet
 * use the cached file.
 */
export function ArticleBodyView({ body }: { body: ArticleBody }) {
  return (
    <>
      <HiddenSymbols aria-hidden="true">{SYMBOLS}</HiddenSymbols>
      <SpriteSource.Provider value="">
        {body.map((block, i) => (
          <Block key={i} block={block} />
        ))}
      </SpriteSource.Provider>
    </>
  )
}

/** Made once: the same elements on every article. */
const SYMBOLS = drawSvg(PIECE_SPRITE)

const HiddenSymbols = styled.svg`
  display: none;
`

const Callout = styled.aside`
  margin: ${space[5]} 0;
  padding: ${space[4]} 1.25rem;
  border-left: 4px solid ${colors.red};
  border-radius: 0 ${radius.md} ${radius.md} 0;
  background: ${colors.surfaceAlt};
  p {
    margin: 0.35rem 0 0;
  }
`
