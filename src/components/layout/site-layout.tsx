import type { ReactNode } from 'react'
import styled from 'styled-components'
import { colors, ensureBrandFont, GlobalStyle, NAVBAR_HEIGHT_PX } from '../theme'
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
  left: 0.5rem;
  top: -100px;
  z-index: 200;
  padding: 0.5rem 1rem;
  background: ${colors.surface};
  color: ${colors.ink};
  &:focus {
    top: 0.5rem;
  }
`

const Main = styled.main`
  min-height: 60vh;
  padding-top: ${NAVBAR_HEIGHT_PX}px;
  &:focus {
    outline: none;
  }
`
