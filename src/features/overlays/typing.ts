/** A field the visitor types in (text inputs, text areas, selects, editable text). */
const TYPING_TARGET =
  'input:not([type="checkbox"]):not([type="radio"]):not([type="submit"]):not([type="button"]), textarea, select, [contenteditable]'

/** The node is a field the visitor types in: an overlay should not cover it or take its keys. */
export const isTypingTarget = (node: EventTarget | Element | null): boolean =>
  node instanceof Element && node.matches(TYPING_TARGET)
