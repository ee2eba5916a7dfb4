import { createFileRoute } from '@tanstack/react-router'
import { Fragment, type ReactNode } from 'react'
import styled from 'styled-components'
import { CheckList } from '../ui/section-lists'
import { cardBox, grid, PageHero, Prose, Section } from '../ui/sections'
import { colors, fontSize, space } from '../ui/theme'
import { PAGES } from '../content/pages'
import {
  ANALYTICS,
  FOR_PARENTS,
  MAIL_RECORD,
  ON_THIS_DEVICE,
  PRIVACY_CONTACT_EMAIL,
  PRIVACY_FORMS,
  PRIVACY_INTRO,
  PRIVACY_SUMMARY,
  UNSUBSCRIBE_AND_ERASE,
  WHO_SEES,
  WHO_WE_ARE,
  type PrivacyForm,
} from '../content/privacy'
import { webPage } from '../domain/structured-data'
import { pageHead, SITE } from './-page-head'

export const Route = createFileRoute('/privacy')({
  loader: () => pageHead('/privacy', [webPage(SITE, { path: '/privacy', ...PAGES['/privacy'] })]),
  head: ({ loaderData }) => loaderData ?? {},
  component: PrivacyPage,
})

/** The privacy address, wherever a sentence names it, as a link that opens a new mail to it. */
function withMailto(text: string): ReactNode {
  const parts = text.split(PRIVACY_CONTACT_EMAIL)
  return parts.map((part, i) => (
    <Fragment key={i}>
      {part}
      {i < parts.length - 1 && (
        <a href={`mailto:${PRIVACY_CONTACT_EMAIL}`}>{PRIVACY_CONTACT_EMAIL}</a>
      )}
    </Fragment>
  ))
}

function Paragraphs({ items }: { items: readonly string[] }) {
  return (
    <Text>
      {items.map((item) => (
        <p key={item}>{withMailto(item)}</p>
      ))}
    </Text>
  )
}

/** One form's card: where it is, then what it keeps, why, and for how long. */
function FormCard({ form }: { form: Omit<PrivacyForm, 'where'> & { where?: string } }) {
  return (
    <Card>
      <h3>{form.name}</h3>
      {form.where && <Where>{form.where}</Where>}
      <dl>
        <dt>What we keep</dt>
        <dd>{form.keep}</dd>
        <dt>Why</dt>
        <dd>{form.why}</dd>
        <dt>For how long</dt>
        <dd>{form.howLong}</dd>
      </dl>
    </Card>
  )
}

/**
 * What each form keeps, why, for how long, who sees it and where it is hosted; the analytics; how
 * to unsubscribe or have everything erased; a word for parents; who we are. Static: prerendered.
 */
function PrivacyPage() {
  return (
    <>
      <PageHero heading={PAGES['/privacy'].heading} intro={<p>{withMailto(PRIVACY_INTRO)}</p>} />
      <Section heading="In Short">
        <Text>
          <CheckList items={PRIVACY_SUMMARY} />
        </Text>
      </Section>
      <Section
        heading="Form by Form"
        intro={<p>Each form keeps only what it asks for, for the time it says.</p>}
        tone="alt"
      >
        <Cards>
          {[...PRIVACY_FORMS, MAIL_RECORD].map((form) => (
            <li key={form.name}>
              <FormCard form={form} />
            </li>
          ))}
        </Cards>
      </Section>
      <Section heading="Who Can See It, and Where It Is Kept">
        <Paragraphs items={WHO_SEES} />
      </Section>
      <Section heading="Counting Visits" tone="alt">
        <Paragraphs items={ANALYTICS} />
      </Section>
      <Section heading="On This Device">
        <Paragraphs items={ON_THIS_DEVICE} />
      </Section>
      <Section heading="Unsubscribe, or Delete Everything" tone="alt">
        <Paragraphs items={UNSUBSCRIBE_AND_ERASE} />
      </Section>
      <Section id="parents" heading="For Parents">
        <Paragraphs items={FOR_PARENTS} />
      </Section>
      <Section heading="Who We Are" tone="alt">
        <Paragraphs items={[WHO_WE_ARE]} />
      </Section>
    </>
  )
}

const Text = styled(Prose)`
  width: 100%;
  a {
    color: ${colors.navy};
    font-weight: 600;
    /* The address breaks rather than widening the column on a 320 px phone. */
    overflow-wrap: anywhere;
  }
`

const Cards = styled.ul`
  ${grid('300px')}
  > li {
    display: grid;
  }
`

const Card = styled.article`
  ${cardBox}
  h3 {
    margin: 0 0 ${space[1]};
    font-size: ${fontSize.cardTitle};
  }
  dl {
    display: grid;
    gap: ${space[1]};
    margin: ${space[3]} 0 0;
  }
  dt {
    font-weight: 700;
  }
  dd {
    margin: 0 0 ${space[2]};
    color: ${colors.muted};
  }
  dd:last-child {
    margin-bottom: 0;
  }
`

const Where = styled.p`
  margin: 0;
  color: ${colors.muted};
  font-size: ${fontSize.sm};
`
