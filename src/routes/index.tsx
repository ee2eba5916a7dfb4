import { createFileRoute, Link } from '@tanstack/react-router'
import styled from 'styled-components'
import { PageShell, Content } from '../components/page-shell'
import { PAGES } from '../content/pages'
import { HOME_SECTIONS } from '../content/site'
import { pageHead } from './-page-head'
import { NewsletterBlock } from '../features/subscribe/newsletter-block'

export const Route = createFileRoute('/')({
  head: () => pageHead('/'),
  component: HomePage,
})

function HomePage() {
  return (
    <>
      <PageShell
        heading={PAGES['/'].heading}
        intro="1-on-1 online chess lessons for kids and adults, taught by Candidate Masters, FIDE Masters, International Masters and Grandmasters."
      />
      <Content>
        <Actions>
          <Link to="/lessons/kids">Lessons for Kids</Link>
          <Link to="/lessons/adults">Lessons for Adults</Link>
        </Actions>
        <Section id={HOME_SECTIONS.about} aria-labelledby="about-heading">
          <h2 id="about-heading">Why Choose Us</h2>
        </Section>
        <Section id={HOME_SECTIONS.process} aria-labelledby="process-heading">
          <h2 id="process-heading">How It Works</h2>
        </Section>
        <Section id={HOME_SECTIONS.testimonials} aria-labelledby="testimonials-heading">
          <h2 id="testimonials-heading">What Our Students Say</h2>
        </Section>
        <Section id={HOME_SECTIONS.faqs} aria-labelledby="faqs-heading">
          <h2 id="faqs-heading">Frequently Asked Questions</h2>
          <Link to="/faqs">See all FAQs</Link>
        </Section>
      </Content>
      <NewsletterBlock source="home_newsletter" variant="homeNewsletter" />
    </>
  )
}

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 1rem;
  a {
    font-weight: 600;
  }
`

const Section = styled.section`
  min-height: 50vh;
  padding: 2rem 0;
`
