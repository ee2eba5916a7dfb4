import type { ReactNode } from 'react'
import styled from 'styled-components'
import { colors, ensureBrandFont, GlobalStyle, NAVBAR_HEIGHT_PX, space } from '../../ui/theme'
import { Footer } from './footer'
import { Navbar } from './navbar'

// The brand typeface's @font-face (theme.ts): already in a prerendered page's head; added on the dev server.
ensureBrandFont()

/** Skip link, fixed navbar, the page in <main>, footer. */
export function SiteLayout({
  children,
  bookButton,
}: {
  children: ReactNode
  bookButton: ReactNode
}) {
  return (
    <>
      <GlobalStyle />
      <SkipLink href="#main">Skip to content</SkipLink>
      <Navbar bookButton={bookButton} />
      <Main id="main" tabIndex={-1}>
        {children}
      </Main>
      <Footer />
    </>
  )
}

const SkipLink = styled.a`
  position: absolute;
  left: ${space[2]};
  top: -100px;
  z-index: 200;
  padding: ${space[2]} ${space[4]};
  background: ${colors.surface};
  color: ${colors.ink};
  &:focus {
    top: ${space[2]};
  }
`

const Main = styled.main`
  min-height: 60vh;
  padding-top: ${NAVBAR_HEIGHT_PX}px;
  &:focus {
    outline: none;
  }
`
