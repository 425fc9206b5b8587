import { TextArea } from 'antd-mobile'

export interface CountedTextAreaProps {
  value: string
  onChange: (value: string) => void
  /** Hard limit: input beyond it is truncated. */
  maxLength: number
  placeholder?: string
  rows?: number
  /** Accessible name when there is no visible label. */
  label?: string
}

/**
 * A text area that truncates at `maxLength` and shows a `n/max` counter.
 * @example <CountedTextArea value={v} onChange={setV} maxLength={100} placeholder="请填写该题的答案" />
 */
export function CountedTextArea({
  value,
  onChange,
  maxLength,
  placeholder,
  rows = 3,
  label,
}: CountedTextAreaProps) {
  return (
    <TextArea
      className="tg-counted-text-area"
      value={value.slice(0, maxLength)}
      onChange={(next) => onChange(next.slice(0, maxLength))}
      maxLength={maxLength}
      showCount
      placeholder={placeholder}
      rows={rows}
      aria-label={label ?? placeholder}
    />
  )
}
