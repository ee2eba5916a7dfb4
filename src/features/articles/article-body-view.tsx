import styled from 'styled-components'
import type { ArticleBlock, ArticleBody } from '../../content/article-body'
import { articleLineFens } from '../../content/article-lines'
import { ArticleText } from './article-text'
import { ChessDiagram } from '../../ui/chess-diagram'
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

/** An article's body: text, diagrams and move lines, in order. */
export function ArticleBodyView({ body }: { body: ArticleBody }) {
  return (
    <>
      {body.map((block, i) => (
        <Block key={i} block={block} />
      ))}
    </>
  )
}

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
