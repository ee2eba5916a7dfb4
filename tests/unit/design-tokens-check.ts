import ts from 'typescript'

/*
 * Finds ad-hoc values in styled-components CSS: every literal length (px, rem, em) and hex colour
 * in the static text of a styled.x`...`, styled(X)`...`, css`...`, createGlobalStyle`...` or
 * keyframes`...` template. Values inside `${...}` are tokens by definition and are not seen.
 */

export interface Finding {
  file: string
  line: number
  value: string
  text: string
}

/** Values allowed as literals anywhere in styled CSS, each with its reason. */
export const ALLOWED: Record<string, string> = {
  '0': 'zero needs no token',
  '1px': 'hairline border / outline width',
  '2px': 'thick border / outline width',
  '0.04em': 'letter-spacing of small capitals labels, relative to their own font size',
  '3px': 'focus outline width (the global :focus-visible ring)',
}

/*
 * One-off values that are on no scale step, per file. Kept as they are so every page renders
 * pixel-identical to before the tokens (the visual baselines, tests/e2e): type sizes between the
 * scale's steps (1.05rem, 1.35rem, ...), box-shadow offsets and blurs, grid track minimums
 * (minmax(240px, 1fr)), single-use widths of a particular illustration or card, and decorative
 * sizes (emoji, dots, progress bars). The list only shrinks: a value used in a file not listed
 * fails, and so does an entry that no longer occurs. Move a value to a token in theme.ts when its
 * design is touched.
 */
export const ONE_OFFS: Record<string, readonly string[]> = {
  'src/ui/accordion.tsx': ['1.05rem', '1.25rem', '1.4rem'],
  'src/features/articles/article-body-view.tsx': ['0.35rem', '1.25rem', '4px'],
  'src/features/articles/article-card.tsx': ['0.15rem', '0.8rem'],
  'src/features/articles/article-layout.tsx': [
    '0.35rem',
    '1.075rem',
    '1.75rem',
    '1.7rem',
    '2.25rem',
    '2.4rem',
  ],
  'src/ui/button.tsx': ['0.9375rem', '0.9rem', '1.2rem'],
  'src/ui/carousel.tsx': ['14px', '26px', '28px'],
  'src/features/cheat-sheet/cheat-sheet-page.tsx': [
    '#666',
    '0.3rem',
    '0.85rem',
    '0.9rem',
    '1.05rem',
    '1120px',
    '230px',
    '46rem',
    '8px',
  ],
  'src/ui/chess-diagram.tsx': ['.95rem'],
  'src/parts/email-form.tsx': ['220px', '520px'],
  'src/ui/filter-bar.tsx': ['520px'],
  'src/parts/form-fields.tsx': ['0.35rem', '260px'],
  'src/parts/layout/footer.tsx': ['0.3rem', '0.8rem', '1.05rem', '200px'],
  'src/parts/layout/site-layout.tsx': ['100px'],
  'src/features/lessons/lesson-landing-about.tsx': ['0.95rem', '1.4rem'],
  'src/features/lessons/lesson-landing-closing.tsx': ['0.3rem', '0.9rem', '1.1rem'],
  'src/features/lessons/lesson-landing-hero.tsx': ['1.9rem', '2.5rem', '2.9rem', '360px', '620px'],
  'src/features/lessons/lesson-landing-parts.tsx': ['0.7rem', '1.1rem', '1.75rem'],
  'src/features/lessons/lesson-lengths.tsx': ['0.15rem', '120px', '18px', '64px', '6px'],
  'src/parts/lessons-promo.tsx': ['1.75rem'],
  'src/ui/modal.tsx': ['1.35rem', '16px', '20px', '40px', '440px'],
  'src/pages/not-found.tsx': ['1.8rem', '2.6rem', '5rem'],
  'src/ui/page-shell.tsx': ['1.1rem', '1.8rem', '2.8rem'],
  'src/features/quiz/quiz-option-list.tsx': ['#f0fdf4', '#fef2f2', '0.9rem', '2rem'],
  'src/parts/quiz-progress.tsx': ['0.4rem', '0.95rem', '10px'],
  'src/features/quiz/quiz-question-card.tsx': [
    '0.15rem',
    '0.4rem',
    '0.85rem',
    '1.35rem',
    '14px',
    '4px',
  ],
  'src/parts/result/result-cards.tsx': ['0.1rem', '220px'],
  'src/parts/result/result-column.tsx': ['6px'],
  'src/features/quiz/quiz-result-parts.tsx': ['1.1rem', '2.25rem', '220px'],
  'src/ui/round-icon-button.tsx': ['1.6rem'],
  'src/parts/section-lists.tsx': [
    '0.05rem',
    '0.8rem',
    '1.35rem',
    '1.4rem',
    '1.6rem',
    '1.8rem',
    '1.9rem',
  ],
  'src/parts/section-panels.tsx': ['1.1rem', '1.25rem'],
  'src/ui/sections.tsx': ['0.02em', '1.05rem', '1.1rem', '1.2rem', '1.8rem', '2.8rem', '3.5rem'],
  'src/features/lessons/testimonial-card.tsx': ['0.6rem', '0.9rem'],
  'src/parts/title-badge.tsx': ['0.03em', '0.2rem', '0.45rem', '4px'],
  'src/features/contact/contact-form.tsx': ['0.35rem'],
  'src/features/mail-link/mail-link-page.tsx': ['1.8rem', '2.4rem'],
  'src/features/overlays/mobile-booking-bar.tsx': ['16px', '480px', '4px'],
  'src/features/overlays/promo-card-view.tsx': ['1.4rem', '4px', '10px', '14px', '25px', '300px'],
  'src/features/quiz/knowledge-quiz.tsx': ['0.4rem'],
  'src/features/quiz/knowledge-quiz-details.tsx': ['420px'],
  'src/features/scheduling/scheduling-widget.tsx': ['1000px'],
  'src/features/share/share-buttons.tsx': ['0.125rem', '0.375rem', '0.75rem', '480px', '64px'],
  'src/features/study-plan/study-plan-tool.tsx': ['0.375rem', '1.5rem'],
  'src/features/style-quiz/style-profile.tsx': [
    '1.1rem',
    '1.8rem',
    '112px',
    '2.5rem',
    '240px',
    '3.5rem',
    '5px',
    '6px',
  ],
  'src/features/style-quiz/style-quiz.tsx': ['1.4rem', '1.75rem', '52px'],
  'src/features/style-quiz/style-result.tsx': ['0.2rem', '0.3rem', '10px'],
  'src/features/subscribe/weekly-class-card.tsx': ['1.35rem'],
  'src/features/training-hub/hub-links.tsx': ['1.25rem'],
  'src/features/training-hub/tool-cards.tsx': ['0.05em', '0.1rem', '0.55rem', '640px'],
  'src/pages/articles-page-styles.tsx': ['0.4rem', '0.8rem'],
  'src/pages/careers-page-styles.tsx': ['200px'],
  'src/pages/home-page-styles.tsx': ['0.95rem'],
  'src/pages/resources-page-styles.tsx': ['240px'],
}

const LITERAL = /(?<![\w.#-])(#[0-9a-fA-F]{3,8}\b|-?\d*\.?\d+(?:px|rem|em)\b)/g

function isStyledTag(tag: ts.Expression): boolean {
  if (ts.isIdentifier(tag))
    return ['css', 'createGlobalStyle', 'keyframes', 'styled'].includes(tag.text)
  if (ts.isPropertyAccessExpression(tag)) return isStyledTag(tag.expression)
  if (ts.isCallExpression(tag)) return isStyledTag(tag.expression)
  return false
}

/** The literal values in the styled CSS of one source file. */
export function findLiterals(file: string, source: string): Finding[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX)
  const findings: Finding[] = []
  const scan = (start: number, text: string) => {
    // Drop CSS comments but keep offsets.
    const clean = text.replace(/\/\*[\s\S]*?\*\//g, (m) => ' '.repeat(m.length))
    for (const m of clean.matchAll(LITERAL)) {
      const value = (m[1] ?? '').replace(/^-/, '')
      const norm = /^0*\.?0+(px|rem|em)$/.test(value) ? '0' : value
      if (norm in ALLOWED) continue
      const pos = start + (m.index ?? 0)
      const { line } = sf.getLineAndCharacterOfPosition(pos)
      findings.push({ file, line: line + 1, value, text: (source.split('\n')[line] ?? '').trim() })
    }
  }
  const visit = (node: ts.Node) => {
    if (ts.isTaggedTemplateExpression(node) && isStyledTag(node.tag)) {
      const t = node.template
      // The raw source text between the delimiters (` and ${ / } and ` or ${), so offsets are lines.
      const raw = (n: ts.Node) =>
        scan(
          n.getStart(sf) + 1,
          n
            .getText(sf)
            .replace(/^[`}]/, '')
            .replace(/(\$\{|`)$/, ''),
        )
      if (ts.isNoSubstitutionTemplateLiteral(t)) raw(t)
      else {
        raw(t.head)
        for (const span of t.templateSpans) raw(span.literal)
      }
    }
    ts.forEachChild(node, visit)
  }
  visit(sf)
  return findings
}
