import { Link, useRouterState } from '@tanstack/react-router'
import styled from 'styled-components'
import { COPYRIGHT_YEAR, FOOTER_TAGLINE, PRIVACY_NOTE, SITE_NAME } from '../../content/site'
import { colors, CONTAINER_PX } from '../theme'
import { SectionLink } from './section-link'

/** The shared footer (spec §2): section links on the home page, page links elsewhere. */
export function Footer() {
  const onHome = useRouterState({ select: (s) => s.location.pathname }) === '/'
  return (
    <Wrapper>
      <Columns>
        <div>
          <Brand>{SITE_NAME}</Brand>
          <p>{FOOTER_TAGLINE}</p>
        </div>
        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links">Quick Links</h2>
          <ul>
            <li>
              <Link to="/">Home</Link>
            </li>
            <li>
              {onHome ? (
                <SectionLink section="about">About</SectionLink>
              ) : (
                <Link to="/about">About</Link>
              )}
            </li>
            <li>
              <SectionLink section="process">Process</SectionLink>
            </li>
            <li>
              <SectionLink section="testimonials">Testimonials</SectionLink>
            </li>
            <li>
              {onHome ? (
                <SectionLink section="faqs">FAQs</SectionLink>
              ) : (
                <Link to="/faqs">FAQs</Link>
              )}
            </li>
            <li>
              <Link to="/learn">Learn Chess</Link>
            </li>
            <li>
              <Link to="/train">Training Hub</Link>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-contact">
          <h2 id="footer-contact">Contact</h2>
          <ul>
            <li>
              <Link to="/contact">Contact Us</Link>
            </li>
            <li>
              <Link to="/careers">Careers</Link>
            </li>
          </ul>
        </nav>
      </Columns>
      <Copyright>
        © {COPYRIGHT_YEAR} {SITE_NAME}. All rights reserved.
      </Copyright>
      <Privacy>{PRIVACY_NOTE}</Privacy>
    </Wrapper>
  )
}

const Wrapper = styled.footer`
  padding: 2.5rem 1rem 1.5rem;
  background: ${colors.navy};
  color: #fff;
  a {
    color: #fff;
  }
  & :focus-visible {
    outline-color: ${colors.focusOnDark};
  }
`

const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: 2rem;
  max-width: ${CONTAINER_PX}px;
  margin: 0 auto;
  h2 {
    margin: 0 0 0.75rem;
    font-size: 1.05rem;
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    padding: 0.3rem 0;
  }
`

const Brand = styled.p`
  margin: 0 0 0.5rem;
  font-size: 1.2rem;
  font-weight: 700;
`

const Copyright = styled.p`
  max-width: ${CONTAINER_PX}px;
  margin: 2rem auto 0;
  padding-top: 1rem;
  border-top: 1px solid rgba(255, 255, 255, 0.25);
  font-size: 0.9rem;
`

const Privacy = styled.p`
  max-width: 1200px;
  margin: 0.5rem auto 0;
  font-size: 0.8rem;
  line-height: 1.4;
`
