/**
 * One React Email layout for every mail: the site's name and colours, a single column that reads on
 * a phone (max 560 px, 16 px text, a full-width button), and a plain-text part made by React Email's
 * own `render(..., { plainText: true })`.
 */
import {
  Body,
  Button,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Link,
  Preview,
  Section,
  Text,
} from '@react-email/components'
import { render } from '@react-email/render'
import { SITE_NAME } from '../../../src/content/brand.ts'
import { BRAND_COLORS } from '../../../src/ui/brand-colors.ts'
import { BUSINESS_NAME, BUSINESS_POSTAL_ADDRESS } from '../../../src/content/business.ts'
import { FOUNDER } from '../../../src/content/people.ts'
import type { MailModel } from './mail-content.ts'

export interface RenderedMail {
  subject: string
  html: string
  text: string
}

const font =
  "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif"

/** A visitor's way out, in every mail to a visitor: unsubscribe, and erase everything. */
export interface MailLinks {
  unsubscribe: string
  erase: string
}

/** The study plan's week: a study day filled in navy, an optional one outlined, a rest day blank. */
const DAY_CELL = {
  study: { backgroundColor: BRAND_COLORS.navy, color: BRAND_COLORS.surface, label: 'Study' },
  optional: { backgroundColor: BRAND_COLORS.surface, color: BRAND_COLORS.navy, label: 'Extra' },
  rest: { backgroundColor: BRAND_COLORS.surfaceAlt, color: BRAND_COLORS.muted, label: 'Rest' },
} as const

/** The founder signs every mail to a visitor (the business's own inbox gets the visitor's words). */
const SIGN_OFF = ['Best wishes,', FOUNDER.name, `${FOUNDER.title}, ${SITE_NAME}`] as const

const footerText = {
  color: BRAND_COLORS.muted,
  fontSize: '13px',
  lineHeight: '1.5',
  margin: '8px 0 0',
} as const

function MailLayout({
  mail,
  siteUrl,
  links,
}: {
  mail: MailModel
  siteUrl: string
  links: MailLinks | null
}) {
  return (
    <Html lang="en">
      <Head>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
      </Head>
      <Preview>{mail.preview}</Preview>
      <Body
        style={{
          backgroundColor: BRAND_COLORS.surfaceAlt,
          margin: 0,
          padding: '16px 0',
          fontFamily: font,
        }}
      >
        <Container
          style={{
            maxWidth: '560px',
            width: '100%',
            backgroundColor: BRAND_COLORS.surface,
            borderRadius: '8px',
            overflow: 'hidden',
          }}
        >
          <Section style={{ backgroundColor: BRAND_COLORS.navy, padding: '16px 24px' }}>
            <Link
              href={siteUrl}
              style={{
                color: BRAND_COLORS.surface,
                fontSize: '20px',
                fontWeight: 700,
                textDecoration: 'none',
              }}
            >
              {`♞ ${SITE_NAME}`}
            </Link>
          </Section>
          <Section style={{ padding: '24px' }}>
            <Heading
              as="h1"
              style={{
                color: BRAND_COLORS.ink,
                fontSize: '24px',
                lineHeight: '1.3',
                margin: '0 0 16px',
              }}
            >
              {mail.heading}
            </Heading>
            {mail.paragraphs.map((paragraph, i) => (
              <Text
                key={i}
                style={{
                  color: BRAND_COLORS.ink,
                  fontSize: '16px',
                  lineHeight: '1.6',
                  margin: '0 0 12px',
                }}
              >
                {paragraph}
              </Text>
            ))}
            {mail.sections.map((section) => (
              <Section key={section.title} style={{ margin: '16px 0 0' }}>
                <Heading
                  as="h2"
                  style={{ color: BRAND_COLORS.navy, fontSize: '18px', margin: '0 0 8px' }}
                >
                  {section.title}
                </Heading>
                {section.week ? (
                  <table
                    // The plain-text part reads the section's text, which says the week in words.
                    data-skip-in-text="true"
                    role="presentation"
                    width="100%"
                    cellPadding={0}
                    cellSpacing={4}
                    style={{ tableLayout: 'fixed', margin: '0 0 8px' }}
                  >
                    <tbody>
                      <tr>
                        {section.week.map(({ day, kind }) => (
                          <td
                            key={day}
                            style={{
                              backgroundColor: DAY_CELL[kind].backgroundColor,
                              color: DAY_CELL[kind].color,
                              border: `2px solid ${kind === 'rest' ? BRAND_COLORS.border : BRAND_COLORS.navy}`,
                              borderRadius: '6px',
                              padding: '8px 0',
                              textAlign: 'center',
                              fontSize: '13px',
                              lineHeight: '1.4',
                            }}
                          >
                            <strong>{day}</strong>
                            <br />
                            {DAY_CELL[kind].label}
                          </td>
                        ))}
                      </tr>
                    </tbody>
                  </table>
                ) : null}
                {section.text ? (
                  <Text
                    style={{
                      color: BRAND_COLORS.ink,
                      fontSize: '16px',
                      lineHeight: '1.6',
                      margin: 0,
                    }}
                  >
                    {section.text}
                  </Text>
                ) : null}
                {section.items
                  ? section.items.map((item, i) => (
                      <Text
                        key={i}
                        style={{
                          color: BRAND_COLORS.ink,
                          fontSize: '16px',
                          lineHeight: '1.6',
                          margin: '0 0 6px',
                        }}
                      >
                        {`${section.ordered ? `${i + 1}.` : '•'} ${item}`}
                      </Text>
                    ))
                  : null}
                {section.links ? (
                  <Text
                    style={{
                      color: BRAND_COLORS.ink,
                      fontSize: '16px',
                      lineHeight: '1.6',
                      margin: '8px 0 0',
                    }}
                  >
                    {section.links.map((link, i) => (
                      <span key={link.url}>
                        {i > 0 ? ' · ' : null}
                        <Link
                          href={link.url}
                          style={{
                            color: BRAND_COLORS.navy,
                            fontWeight: 700,
                            textDecoration: 'underline',
                          }}
                        >
                          {link.label}
                        </Link>
                      </span>
                    ))}
                  </Text>
                ) : null}
              </Section>
            ))}
            {mail.action ? (
              <Section style={{ margin: '24px 0 8px' }}>
                <Button
                  href={mail.action.url}
                  style={{
                    backgroundColor: BRAND_COLORS.red,
                    color: BRAND_COLORS.surface,
                    borderRadius: '8px',
                    padding: '14px 20px',
                    fontSize: '16px',
                    fontWeight: 700,
                    textDecoration: 'none',
                    display: 'block',
                    textAlign: 'center',
                  }}
                >
                  {mail.action.label}
                </Button>
                <Text
                  style={{
                    color: BRAND_COLORS.muted,
                    fontSize: '13px',
                    margin: '8px 0 0',
                    wordBreak: 'break-all',
                  }}
                >
                  {`Or open: ${mail.action.url}`}
                </Text>
              </Section>
            ) : null}
            {mail.unsubscribe ? (
              <Text
                style={{
                  color: BRAND_COLORS.ink,
                  fontSize: '16px',
                  lineHeight: '1.6',
                  margin: '24px 0 0',
                }}
              >
                {SIGN_OFF.map((line, i) => (
                  <span key={line}>
                    {i > 0 ? <br /> : null}
                    {i === 1 ? <strong>{line}</strong> : line}
                  </span>
                ))}
              </Text>
            ) : null}
          </Section>
          <Hr style={{ borderColor: BRAND_COLORS.border, margin: 0 }} />
          <Section style={{ padding: '16px 24px' }}>
            <Text style={{ ...footerText, margin: 0 }}>{mail.reason}</Text>
            {links ? (
              <Text style={footerText}>
                <Link
                  href={links.unsubscribe}
                  style={{ color: BRAND_COLORS.muted, textDecoration: 'underline' }}
                >
                  Unsubscribe
                </Link>
                {' · '}
                <Link
                  href={links.erase}
                  style={{ color: BRAND_COLORS.muted, textDecoration: 'underline' }}
                >
                  Delete everything you have about me
                </Link>
              </Text>
            ) : null}
            <Text style={footerText}>
              {`${BUSINESS_NAME} · Online private chess lessons · ${BUSINESS_POSTAL_ADDRESS}`}
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  )
}

export async function renderMail(
  mail: MailModel,
  siteUrl: string,
  links: MailLinks | null,
): Promise<RenderedMail> {
  const element = <MailLayout mail={mail} siteUrl={siteUrl} links={links} />
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })])
  return { subject: mail.subject, html, text }
}
