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
import { bodyText, MailSectionView } from './mail-section.tsx'
import type { MailModel } from './mail-model.ts'

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
              <Text key={i} style={{ ...bodyText, margin: '0 0 12px' }}>
                {paragraph}
              </Text>
            ))}
            {mail.sections.map((section) => (
              <MailSectionView key={section.title} section={section} />
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
              <Text style={{ ...bodyText, margin: '24px 0 0' }}>
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
