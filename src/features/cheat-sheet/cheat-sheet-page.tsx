import styled, { createGlobalStyle } from 'styled-components'
import { CHEAT_SHEET, CHEAT_SHEET_DESCRIPTION, CHEAT_SHEET_TITLE } from '../../content/cheat-sheet'
import { CHEAT_SHEET_PATH } from '../../content/resources'
import { SITE_NAME, SITE_URL } from '../../content/site'
import { ChessDiagram } from '../../ui/chess-diagram'
import { colors, fontSize, radius, roles, space } from '../../ui/theme'

/**
 * The printable tactics cheat sheet (CHEAT_SHEET_PATH): a standalone HTML page, written into dist/
 * by the prerender (src/entry-server.tsx `renderCheatSheet`), with no JavaScript at all. On screen,
 * a grid of cards with ~190 px diagrams; printed, the 12 patterns fit one A4 or Letter page.
 */

/** The page's `<head>` content, site icons included; its CSS comes from the style sheet. */
export function CheatSheetHead() {
  const url = SITE_URL.replace(/\/$/, '') + CHEAT_SHEET_PATH
  const title = `${CHEAT_SHEET_TITLE} | ${SITE_NAME}`
  return (
    <>
      <meta charSet="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <title>{title}</title>
      <meta name="description" content={CHEAT_SHEET_DESCRIPTION} />
      <link rel="canonical" href={url} />
      <meta property="og:type" content="article" />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={CHEAT_SHEET_DESCRIPTION} />
      <meta property="og:url" content={url} />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <link rel="icon" href="/favicon-32.png" type="image/png" sizes="32x32" />
    </>
  )
}

/** The page's `<body>` content. */
export function CheatSheetPage() {
  const host = new URL(SITE_URL).host
  return (
    <>
      <SheetStyle />
      <Header>
        <p className="brand">{SITE_NAME}</p>
        <h1>{CHEAT_SHEET_TITLE}</h1>
        <p>
          The 12 tactical patterns every player must know, on one printable page. White is to move
          in every diagram; the arrows show the key move and the lines that matter.
        </p>
        <p className="hint">
          Use your browser’s Print command (Ctrl/Cmd + P) to print or save as PDF.
        </p>
      </Header>
      <main>
        <Patterns>
          {CHEAT_SHEET.map(({ name, idea, diagram }, i) => (
            <li key={name}>
              <h2>
                {i + 1}. {name}
              </h2>
              <p>{idea}</p>
              <ChessDiagram
                fen={diagram.fen}
                caption={diagram.caption}
                highlights={diagram.highlights}
                arrows={diagram.arrows}
                orientation={diagram.orientation}
                size={190}
              />
            </li>
          ))}
        </Patterns>
      </main>
      <Footer>
        <p>
          © {SITE_NAME} · More free resources: <a href="/resources">{host}/resources</a> · Chess
          piece artwork: cburnett, <a href="/licenses.txt">licence</a>
        </p>
      </Footer>
    </>
  )
}

const SheetStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; }
  body {
    max-width: 1120px;
    margin: 0 auto;
    padding: ${space[5]} ${space[4]};
    font-family: system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif;
    color: ${colors.ink};
    background: ${colors.surfaceAlt};
    line-height: 1.45;
  }
  a { color: ${colors.redDark}; }
  :focus-visible { outline: 3px solid ${colors.focus}; outline-offset: 2px; }
  @page { margin: 9mm; }
  @media print {
    body {
      max-width: none;
      padding: 0;
      background: none;
      color: ${roles.print};
      font-size: 7pt;
      line-height: 1.25;
      print-color-adjust: exact;
      -webkit-print-color-adjust: exact;
    }
    a { color: ${roles.print}; text-decoration: none; }
  }
`

const Header = styled.header`
  margin-bottom: ${space.card};
  text-align: center;
  h1 {
    margin: 0 0 ${space[2]};
    font-size: ${fontSize.xxl};
    line-height: 1.2;
  }
  p {
    margin: ${space[1]} auto 0;
    max-width: 46rem;
  }
  .brand {
    color: ${colors.redDark};
    font-weight: 700;
    letter-spacing: 0.04em;
    text-transform: uppercase;
  }
  .hint {
    color: ${colors.muted};
    font-size: ${fontSize.small};
  }
  @media print {
    margin-bottom: 2mm;
    h1 {
      margin-bottom: 1mm;
      font-size: 15pt;
    }
    p,
    .brand {
      margin-top: 0;
      color: ${roles.print};
    }
    .brand {
      font-size: 8pt;
    }
    .hint {
      display: none;
    }
  }
`

const Patterns = styled.ol`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(230px, 1fr));
  gap: ${space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
  /* Each card spans three rows of the list's grid (name, idea, diagram), so the boards of a row line up. */
  li {
    display: grid;
    grid-row: span 3;
    grid-template-rows: subgrid;
    row-gap: 0;
    padding: 0.9rem;
    border-radius: ${radius.card};
    background: ${colors.surface};
    box-shadow:
      0 1px 2px rgb(0 0 0 / 0.08),
      0 2px 8px rgb(0 0 0 / 0.06);
  }
  h2 {
    margin: 0;
    font-size: 1.05rem;
    line-height: 1.25;
  }
  li > p {
    margin: 0.3rem 0 0;
    font-size: ${fontSize.small};
  }
  figure {
    margin: ${space.tight} auto 0;
  }
  figcaption {
    color: ${colors.ink};
    font-size: 0.85rem;
    text-align: left;
  }
  @media print {
    grid-template-columns: repeat(4, 1fr);
    gap: 2mm;
    li {
      padding: 1.5mm;
      border: 0.3mm solid #666;
      border-radius: 2mm;
      box-shadow: none;
      break-inside: avoid;
      page-break-inside: avoid;
    }
    h2 {
      font-size: 9pt;
    }
    li > p,
    figcaption {
      font-size: 6.8pt;
      color: ${roles.print};
    }
    figure {
      margin-top: 1mm;
      max-width: 36mm !important;
    }
    figcaption {
      margin-top: 0.5mm;
    }
  }
`

const Footer = styled.footer`
  margin-top: ${space.card};
  color: ${colors.muted};
  font-size: 0.85rem;
  text-align: center;
  p {
    margin: 0;
  }
  @media print {
    margin-top: 2mm;
    color: ${roles.print};
    font-size: 7pt;
  }
`
