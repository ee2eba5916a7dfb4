/**
 * The e-mail grammar's examples, written by hand, and a generator of strings near its edges: used by
 * tests/unit/email-grammar.test.ts (the browser's rule) and tests/db/email-grammar.test.ts (the browser
 * and the database side by side). Every example is in the stored form (trimmed, lower case) unless it
 * says otherwise.
 */
import fc from 'fast-check'

const label63 = 'l'.repeat(63)
const label64 = 'l'.repeat(64)
/** `fan…@example.com` of exactly `length` characters. */
const ofLength = (length: number) =>
  `fan${'x'.repeat(length - 'fan@example.com'.length)}@example.com`

export const VALID_EMAILS: ReadonlyArray<readonly [string, string]> = [
  ['the common shape', 'fan@example.com'],
  ['one letter each side', 'a@b.io'],
  ['dots, a plus tag and a subdomain', 'first.last+tag@sub.example.co'],
  ['a plus tag with a digit', 'name+0@x.com'],
  ['an underscore and a percent sign', 'under_score%relay@example.com'],
  ['hyphens in the local part, even at its ends', '-fan-@example.com'],
  ['a plus and an underscore alone', '+_@example.com'],
  ['digits everywhere but the top-level part', '007@123.example.com'],
  ['a one-character label', 'fan@x.y.example.com'],
  ['hyphens inside a label, two in a row', 'fan@my--chess-club.example.com'],
  ['a punycode label', 'fan@xn--bcher-kva.example'],
  ['a 63-character label', `fan@${label63}.com`],
  ['a 63-letter top-level part', `fan@example.${'t'.repeat(63)}`],
  ['exactly 100 characters', ofLength(100)],
  ['many labels', 'fan@a.b.c.d.e.f.g.h.example.com'],
]

export const INVALID_EMAILS: ReadonlyArray<readonly [string, string]> = [
  ['empty', ''],
  ['no @', 'fan'],
  ['nothing after the @', 'fan@'],
  ['nothing before the @', '@example.com'],
  ['no dot in the domain', 'fan@example'],
  ['localhost', 'fan@localhost'],
  ['a one-letter top-level part', 'fan@example.c'],
  ['a digit in the top-level part', 'fan@example.c0m'],
  ['an all-digit top-level part (an IP address)', 'fan@127.0.0.1'],
  ['a hyphen in the top-level part (a punycode top-level domain)', 'fan@example.xn--p1ai'],
  ['an address literal', 'fan@[127.0.0.1]'],
  ['two @', 'a@b@example.com'],
  ['a leading dot', '.fan@example.com'],
  ['a trailing dot in the local part', 'fan.@example.com'],
  ['two dots in a row in the local part', 'fa..n@example.com'],
  ['a dot after the @', 'fan@.example.com'],
  ['two dots in a row in the domain', 'fan@example..com'],
  ['a trailing dot', 'fan@example.com.'],
  ['a label starting with a hyphen', 'fan@-example.com'],
  ['a label ending with a hyphen', 'fan@example-.com'],
  ['an underscore in the domain', 'fan@exam_ple.com'],
  ['a plus in the domain', 'fan@exam+ple.com'],
  ['a 64-character label', `fan@${label64}.com`],
  ['a 64-letter top-level part', `fan@example.${'t'.repeat(64)}`],
  ['101 characters', ofLength(101)],
  ['upper case (the stored form is lower case: normalise first)', 'Fan@example.com'],
  ['an upper-case domain', 'fan@Example.COM'],
  ['a space', 'fan @example.com'],
  ['a space in the domain', 'fan@exa mple.com'],
  ['a tab', 'fan\t@example.com'],
  ['a newline', 'fan@example.com\n'],
  ['a control character', 'fan\u0001@example.com'],
  ['DEL', 'fan\u007f@example.com'],
  ['a zero-width space', 'fan\u200b@example.com'],
  ['a byte-order mark', '\ufefffan@example.com'],
  ['a no-break space', 'fan\u00a0@example.com'],
  ['a non-ASCII letter', 'josé@example.com'],
  ['a non-ASCII domain', 'fan@exämple.com'],
  ['the Kelvin sign (lower-cases to k in JavaScript only)', '\u212aa@example.com'],
  ['an emoji', '🚀@example.com'],
  ['a colon (a group)', 'a:name@x.com'],
  ['another group', 'b:name@x.com'],
  ['a comma (a list)', 'zz,name@x.com'],
  ['a semicolon', 'a;b@x.com'],
  ['a quoted local part', '"a b"@x.com'],
  ['quotes', '"q"@x.com'],
  ['angle brackets', '<a@x.com>'],
  ['an apostrophe', "o'neil@example.com"],
  ['an exclamation mark', 'fan!@example.com'],
  ['a hash', 'fan#1@example.com'],
  ['a dollar', 'fan$@example.com'],
  ['an ampersand', 'fan&co@example.com'],
  ['an asterisk', 'fan*@example.com'],
  ['a slash', 'a/b@example.com'],
  ['an equals sign', 'a=b@example.com'],
  ['a question mark', 'a?b@example.com'],
  ['a caret', 'a^b@example.com'],
  ['a backtick', '`a@example.com'],
  ['braces', 'a{b}@example.com'],
  ['a pipe', 'a|b@example.com'],
  ['a tilde', 'a~b@example.com'],
  ['parentheses (a comment)', 'fan(comment)@example.com'],
  ['a backslash', 'a\\b@example.com'],
  ['square brackets', 'a[b]@example.com'],
]

/**
 * What an attacker would store to make one row mean several recipients, another mailbox, a display
 * name or extra mail headers: refused by the browser, the functions and the database alike.
 */
export const ATTACK_EMAILS: readonly string[] = [
  'a:name@x.com',
  'b:name@x.com',
  'zz,name@x.com',
  'a;b@x.com',
  '"a b"@x.com',
  '<a@x.com>',
  'fan@example.com,victim@example.org',
  'fan@example.com;victim@example.org',
  'friends:victim@example.org,other@example.org;',
  'victim@example.org <fan@example.com>',
  'fan@example.com (victim@example.org)',
  '"victim@example.org"@example.com',
  'fan@example.com\r\nbcc:victim@example.org',
  'fan@example.com\nbcc:victim@example.org',
  '=?utf-8?q?victim=40example.org?=@example.com',
]

const LOWER = 'abcdefghijklmnopqrstuvwxyz'
/** The characters the grammar is about, each one as likely as a plain letter. */
const EDGES = [
  ...'az09._%+-@',
  ...',;:"\'<> ()[]\\!#$&*/=?^`{|}~',
  ...'AZ',
  '\t',
  '\n',
  '\r',
  '\u0001',
  '\u007f',
  '\u0085',
  '\u00a0',
  '\u200b',
  '\ufeff',
  'é',
  'İ',
  '\u212a',
  'ß',
  '🚀',
]

const letter = fc.constantFrom(...LOWER)
const edge = fc.constantFrom(...EDGES)
/** Mostly letters, often an edge character. */
const char = fc.oneof({ weight: 3, arbitrary: letter }, { weight: 2, arbitrary: edge })
const run = (min: number, max: number) =>
  fc.array(char, { minLength: min, maxLength: max }).map((chars) => chars.join(''))

/** A well-formed address of a few short parts. */
const wellFormed = fc
  .tuple(
    fc.array(fc.stringMatching(/^[a-z0-9_%+-]{1,8}$/), { minLength: 1, maxLength: 3 }),
    fc.array(fc.stringMatching(/^[a-z0-9](?:[a-z0-9-]{0,6}[a-z0-9])?$/), {
      minLength: 1,
      maxLength: 3,
    }),
    fc.stringMatching(/^[a-z]{2,6}$/),
  )
  .map(([atoms, labels, top]) => `${atoms.join('.')}@${[...labels, top].join('.')}`)

/** One change to a well-formed address: often harmless, often exactly what the grammar refuses. */
const mutated = fc
  .tuple(
    wellFormed,
    fc.nat(),
    edge,
    fc.integer({ min: 0, max: 8 }),
    fc.integer({ min: 60, max: 66 }),
    fc.integer({ min: 97, max: 103 }),
  )
  .map(([email, position, character, kind, labelLength, totalLength]) => {
    const at = position % (email.length + 1)
    const before = email.slice(0, at)
    const after = email.slice(at)
    const [local, domain] = email.split('@') as [string, string]
    const labels = domain.split('.')
    switch (kind) {
      case 0:
        return `${before}${character}${after}`
      case 1:
        return `${before}${character}${after.slice(1)}`
      case 2:
        return `${before}${after.slice(1)}`
      case 3:
        return `${before}.${after}`
      case 4:
        return `${before}-${after}`
      case 5:
        labels[position % labels.length] = 'l'.repeat(labelLength)
        return `${local}@${labels.join('.')}`
      case 6:
        return `${'p'.repeat(Math.max(0, totalLength - email.length))}${email}`
      case 7:
        return `${character}${email}${character}`
      default:
        return email.toUpperCase()
    }
  })

/** Parts put together loosely: any of them may hold anything interesting. */
const assembled = fc
  .tuple(
    fc.array(run(0, 6), { minLength: 1, maxLength: 3 }),
    fc.constantFrom('@', '@', '@', '', '@@'),
    fc.array(run(0, 6), { minLength: 0, maxLength: 3 }),
    fc.oneof(fc.stringMatching(/^[a-z]{1,4}$/), run(0, 4)),
  )
  .map(([atoms, at, labels, top]) => `${atoms.join('.')}${at}${[...labels, top].join('.')}`)

/**
 * Strings near the grammar's edges: well-formed addresses, the same with one change (a character
 * inserted, replaced or removed, a dot or hyphen added, a label or the whole near its length limit,
 * the ends wrapped, upper case), loosely assembled parts, random runs of the interesting characters,
 * fast-check's own RFC 5322 addresses (with characters the grammar refuses), any unicode, and the
 * hand-written examples.
 */
export const emailLike: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: wellFormed },
  { weight: 8, arbitrary: mutated },
  { weight: 2, arbitrary: assembled },
  { weight: 2, arbitrary: run(0, 30) },
  { weight: 2, arbitrary: fc.emailAddress() },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      ...[...VALID_EMAILS, ...INVALID_EMAILS].map(([, email]) => email),
      ...ATTACK_EMAILS,
    ),
  },
)
