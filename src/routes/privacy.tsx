import { createFileRoute } from '@tanstack/react-router'
import { Fragment, type ReactNode } from 'react'
import { CardColumns } from '../ui/card-grid'
import { CheckList } from '../parts/section-lists'
import { PageHero, Section } from '../ui/sections'
import { PAGES } from '../content/pages'
import {
  ANALYTICS,
  CHILDREN,
  CHOICES,
  FORM_CARD_LABELS,
  LEGAL_BASES,
  MAIL_RECORD,
  ON_THIS_DEVICE,
  OTHER_COPIES,
  PRIVACY_CONTACT_EMAIL,
  PRIVACY_FORMS,
  PRIVACY_INTRO,
  PRIVACY_SECTIONS,
  PRIVACY_SUMMARY,
  PROCESSORS,
  RIGHTS_ANSWERED,
  UNSUBSCRIBE_AND_ERASE,
  WHO_WE_ARE,
  YOUR_RIGHTS,
  type PrivacyForm,
} from '../content/privacy'
import { webPage } from '../domain/structured-data'
import { pageHead, SITE } from '../pages/page-head'
import { Text, Cards, TermList, Card, Where } from '../pages/privacy-page-styles'

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
        <dt>{FORM_CARD_LABELS.keep}</dt>
        <dd>{form.keep}</dd>
        <dt>{FORM_CARD_LABELS.why}</dt>
        <dd>{form.why}</dd>
        <dt>{FORM_CARD_LABELS.howLong}</dt>
        <dd>{form.howLong}</dd>
      </dl>
    </Card>
  )
}

/** Terms and what they mean (a purpose and its legal basis; a right and how to use it). */
function Terms({ items }: { items: ReadonlyArray<{ term: string; text: string }> }) {
  return (
    <TermList>
      {items.map(({ term, text }) => (
        <Fragment key={term}>
          <dt>{term}</dt>
          <dd>{withMailto(text)}</dd>
        </Fragment>
      ))}
    </TermList>
  )
}

const FORM_CARDS = [...PRIVACY_FORMS, MAIL_RECORD]

/**
 * In plain words first: what each form keeps, why and for how long, children, the counting, this
 * device, how to unsubscribe or have everything erased. Then the details the law asks for. Static:
 * prerendered.
 */
function PrivacyPage() {
  return (
    <>
      <PageHero heading={PAGES['/privacy'].heading} intro={<p>{withMailto(PRIVACY_INTRO)}</p>} />
      <Section heading={PRIVACY_SECTIONS.summary}>
        <Text>
          <CheckList items={PRIVACY_SUMMARY} />
        </Text>
      </Section>
      <Section
        heading={PRIVACY_SECTIONS.forms.heading}
        intro={<p>{PRIVACY_SECTIONS.forms.intro}</p>}
        tone="alt"
      >
        <CardColumns count={FORM_CARDS.length} minPx={300}>
          <Cards>
            {FORM_CARDS.map((form) => (
              <li key={form.name}>
                <FormCard form={form} />
              </li>
            ))}
          </Cards>
        </CardColumns>
      </Section>
      <Section id="children" heading={PRIVACY_SECTIONS.children}>
        <Paragraphs items={CHILDREN} />
      </Section>
      <Section heading={PRIVACY_SECTIONS.analytics} tone="alt">
        <Paragraphs items={ANALYTICS} />
      </Section>
      <Section heading={PRIVACY_SECTIONS.device}>
        <Paragraphs items={ON_THIS_DEVICE} />
      </Section>
      <Section heading={PRIVACY_SECTIONS.erase} tone="alt">
        <Paragraphs items={UNSUBSCRIBE_AND_ERASE} />
      </Section>
      <Section id="details" heading={PRIVACY_SECTIONS.details.heading}>
        <Text>
          <h3>{PRIVACY_SECTIONS.details.whoWeAre}</h3>
          <p>{withMailto(WHO_WE_ARE)}</p>
          <h3>{PRIVACY_SECTIONS.details.legalBases}</h3>
          <Terms items={LEGAL_BASES.map((b) => ({ term: b.purpose, text: b.basis }))} />
          <h3>{PRIVACY_SECTIONS.details.otherCopies}</h3>
          {OTHER_COPIES.map((item) => (
            <p key={item}>{withMailto(item)}</p>
          ))}
          <h3>{PRIVACY_SECTIONS.details.processors}</h3>
          {PROCESSORS.map((item) => (
            <p key={item}>{withMailto(item)}</p>
          ))}
          <h3>{PRIVACY_SECTIONS.details.rights}</h3>
          <Terms items={YOUR_RIGHTS.map((r) => ({ term: r.right, text: r.how }))} />
          <p>{RIGHTS_ANSWERED}</p>
          <h3>{PRIVACY_SECTIONS.details.choices}</h3>
          {CHOICES.map((item) => (
            <p key={item}>{item}</p>
          ))}
        </Text>
      </Section>
    </>
  )
}
