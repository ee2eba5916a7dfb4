/** One section of a mail's body: its title, the study plan's week, text, items and links. */
import { Heading, Link, Section, Text } from '@react-email/components'
import { BRAND_COLORS } from '../../../src/ui/brand-colors.ts'
import type { MailSection } from './mail-model.ts'

/** The body text of every mail: ink, 16 px, readable line height (the margin is the caller's). */
export const bodyText = { color: BRAND_COLORS.ink, fontSize: '16px', lineHeight: '1.6' } as const

/** The study plan's week: a study day filled in navy, an optional one outlined, a rest day blank. */
const DAY_CELL = {
  study: { backgroundColor: BRAND_COLORS.navy, color: BRAND_COLORS.surface, label: 'Study' },
  optional: { backgroundColor: BRAND_COLORS.surface, color: BRAND_COLORS.navy, label: 'Extra' },
  rest: { backgroundColor: BRAND_COLORS.surfaceAlt, color: BRAND_COLORS.muted, label: 'Rest' },
} as const

export function MailSectionView({ section }: { section: MailSection }) {
  return (
    <Section style={{ margin: '16px 0 0' }}>
      <Heading as="h2" style={{ color: BRAND_COLORS.navy, fontSize: '18px', margin: '0 0 8px' }}>
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
      {section.text ? <Text style={{ ...bodyText, margin: 0 }}>{section.text}</Text> : null}
      {section.items
        ? section.items.map((item, i) => (
            <Text key={i} style={{ ...bodyText, margin: '0 0 6px' }}>
              {`${section.ordered ? `${i + 1}.` : '•'} ${item}`}
            </Text>
          ))
        : null}
      {section.links ? (
        <Text style={{ ...bodyText, margin: '8px 0 0' }}>
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
  )
}
