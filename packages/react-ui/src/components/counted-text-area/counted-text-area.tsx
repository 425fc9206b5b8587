import TextArea from 'antd-mobile/es/components/text-area'
import { useId } from 'react'

export interface CountedTextAreaProps {
  value: string
  onChange: (value: string) => void
  /** The limit shown by the counter; input beyond it is truncated unless `truncate` is false. */
  maxLength: number
  /**
   * false: keep typing past the limit (the counter shows e.g. `105/100`) and let a rule report it — the
   * follow-up questionnaire's 100-character rule is a validation message, not a hard stop (spec §5).
   */
  truncate?: boolean
  placeholder?: string
  rows?: number
  /** Accessible name when there is no visible label. */
  label?: string
}

// Code points, so an emoji counts as one character, as investors count them (and as core's rule does).
const clip = (s: string, max: number) => {
  const chars = Array.from(s)
  return chars.length > max ? chars.slice(0, max).join('') : s
}

/**
 * A text area with an `n/max` counter that truncates at `maxLength` (or only counts, with `truncate={false}`).
 * @example <CountedTextArea value={v} onChange={setV} maxLength={100} placeholder="请填写该题的答案" />
 */
export function CountedTextArea({
  value,
  onChange,
  maxLength,
  placeholder,
  rows = 3,
  label,
  truncate = true,
}: CountedTextAreaProps) {
  const shown = truncate ? clip(value, maxLength) : value
  const count = Array.from(shown).length
  const id = useId()
  const name = label ?? placeholder
  // antd-mobile puts aria-* on its wrapper div, not on the textarea: name the textarea with a real label.
  return (
    <div className="tg-counted-text-area-wrap">
      {name && (
        <label htmlFor={id} className="tg-visually-hidden">
          {name}
        </label>
      )}
      <TextArea
        id={id}
        className="tg-counted-text-area"
        value={shown}
        onChange={(next) => onChange(truncate ? clip(next, maxLength) : next)}
        showCount={() => (
          <span className={count > maxLength ? 'adm-text-area-count tg-over-limit' : 'adm-text-area-count'}>
            {count}/{maxLength}
          </span>
        )}
        placeholder={placeholder}
        rows={rows}
      />
    </div>
  )
}
