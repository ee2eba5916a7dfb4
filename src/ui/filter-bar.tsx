import { useId, type FormEvent } from 'react'
import styled from 'styled-components'
import { OutlineButton } from './button'
import { colors, radius, roles, space, TAP_TARGET_PX } from './theme'
import { useTypedBeforeHydration } from '../startup/use-typed-before-hydration'

export interface FilterBarProps<C extends string> {
  /** The search box's label and the search landmark's name ('Search articles'). */
  label: string
  placeholder: string
  maxLength: number
  query: string
  onQuery: (query: string) => void
  categories: readonly C[]
  category: C
  onCategory: (category: C) => void
  /**
   * Without JavaScript (and before hydration) the bar is a plain GET form to this page: the box
   * sends `q`, a chip sends `category`. Left out, the bar is no form and its chips are buttons.
   */
  action?: string
  /** The search box's id (default: a generated one). */
  inputId?: string
}

/**
 * A list page's filter bar (/articles, /train): a search box and a group of category chips, the
 * chosen one pressed. Text typed before hydration is handed to `onQuery` once hydrated.
 */
export function FilterBar<C extends string>({
  label,
  placeholder,
  maxLength,
  query,
  onQuery,
  categories,
  category,
  onCategory,
  action,
  inputId,
}: FilterBarProps<C>) {
  const generatedId = useId()
  const id = inputId ?? generatedId
  const searchBox = useTypedBeforeHydration<HTMLInputElement>(query, onQuery)
  const form = action
    ? ({
        as: 'form',
        method: 'get',
        action,
        onSubmit: (event: FormEvent) => event.preventDefault(),
      } as const)
    : {}
  return (
    <Bar role="search" aria-label={label} {...form}>
      <label htmlFor={id}>{label}</label>
      <SearchInput
        ref={searchBox}
        id={id}
        type="search"
        name={action ? 'q' : undefined}
        placeholder={placeholder}
        maxLength={maxLength}
        value={query}
        onChange={(event) => onQuery(event.target.value)}
      />
      <Chips role="group" aria-label="Category">
        {categories.map((name) => (
          <Chip
            key={name}
            type={action ? 'submit' : 'button'}
            name={action ? 'category' : undefined}
            value={action ? name : undefined}
            aria-pressed={category === name}
            onClick={(event) => {
              event.preventDefault()
              onCategory(name)
            }}
          >
            {name}
          </Chip>
        ))}
      </Chips>
    </Bar>
  )
}

const Bar = styled.div`
  display: grid;
  gap: ${space[3]};
  margin-bottom: ${space[5]};
  label {
    font-weight: 600;
  }
`

const SearchInput = styled.input`
  min-height: ${TAP_TARGET_PX}px;
  max-width: 520px;
  padding: ${space[2]} ${space[3]};
  border: 1px solid ${colors.muted};
  border-radius: ${radius.md};
  font: inherit;
`

const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[2]};
`

const Chip = styled(OutlineButton)`
  padding: 0 ${space[4]};
  border-radius: ${radius.pill};
  &[aria-pressed='true'] {
    background: ${colors.navy};
    color: ${roles.onDark};
  }
`
