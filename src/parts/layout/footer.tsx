import { Link, useRouterState } from '@tanstack/react-router'
import styled from 'styled-components'
import { COPYRIGHT_YEAR, FOOTER_TAGLINE, PRIVACY_NOTE, SITE_NAME } from '../../content/site'
import { colors, CONTAINER_PX, fontSize, roles, space } from '../../ui/theme'
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
            <li>
              <Link to="/privacy">Privacy</Link>
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
  padding: ${space.section} ${space[4]} ${space[5]};
  background: ${colors.navy};
  color: ${roles.onDark};
  a {
    color: ${roles.onDark};
  }
  & :focus-visible {
    outline-color: ${colors.focusOnDark};
  }
`

const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: ${space[6]};
  max-width: ${CONTAINER_PX}px;
  margin: 0 auto;
  h2 {
    margin: 0 0 ${space[3]};
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
  margin: 0 0 ${space[2]};
  font-size: ${fontSize.title};
  font-weight: 700;
`

const Copyright = styled.p`
  max-width: ${CONTAINER_PX}px;
  margin: ${space[6]} auto 0;
  padding-top: ${space[4]};
  border-top: 1px solid rgba(255, 255, 255, 0.25);
  font-size: ${fontSize.small};
`

const Privacy = styled.p`
  max-width: ${CONTAINER_PX}px;
  margin: ${space[2]} auto 0;
  font-size: 0.8rem;
  line-height: 1.4;
`
