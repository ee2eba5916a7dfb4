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
import { BRAND_COLORS, SITE_NAME } from '../../../src/content/brand.ts'
import { BUSINESS_NAME, BUSINESS_POSTAL_ADDRESS } from '../../../src/content/business.ts'
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
