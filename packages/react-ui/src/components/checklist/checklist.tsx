import Checkbox from 'antd-mobile/es/components/checkbox'
import Radio from 'antd-mobile/es/components/radio'
import type { ReactNode } from 'react'

export interface ChecklistOption {
  value: string
  label: ReactNode
  disabled?: boolean
}

export interface ChecklistBounds {
  /** Fewest options that must stay ticked: ticked options cannot be unticked below it. */
  min?: number
  /** Most options that can be ticked; 1 makes the list a radio group. */
  max?: number
}

export interface ChecklistProps extends ChecklistBounds {
  /** Accessible name of the group. */
  label: string
  options: readonly ChecklistOption[]
  value: readonly string[]
  onChange: (value: string[]) => void
  /** Shows a select-all toggle (multi-select without a max below the option count). */
  selectAllLabel?: ReactNode
}

export type SelectAllState = 'all' | 'some' | 'none'

/**
 * The next selection after ticking or unticking `option`, honouring the bounds; the same array when the
 * change is not allowed. Order follows `options`.
 * @example toggleChecklist(['a', 'b'], ['a'], 'b', true, { max: 1 }) // ['b'] (radio replaces)
 */
export function toggleChecklist(
  allValues: readonly string[],
  value: readonly string[],
  option: string,
  checked: boolean,
  { min = 0, max }: ChecklistBounds = {},
): readonly string[] {
  if (max === 1)
    return checked ? [option] : value.length - 1 < min ? value : value.filter((v) => v !== option)
  const set = new Set(value)
  if (checked === set.has(option)) return value
  if (checked) {
    if (max !== undefined && set.size >= max) return value
    set.add(option)
  } else {
    if (set.size - 1 < min) return value
    set.delete(option)
  }
  return allValues.filter((v) => set.has(v))
}

/**
 * Whether every, some or none of the enabled options are ticked: what a select-all toggle shows.
 * @example selectAllState(['a', 'b'], ['a']) // 'some'
 */
export function selectAllState(allValues: readonly string[], value: readonly string[]): SelectAllState {
  const ticked = allValues.filter((v) => value.includes(v)).length
  if (allValues.length > 0 && ticked === allValues.length) return 'all'
  return ticked === 0 ? 'none' : 'some'
}

/**
 * A list of options as checkboxes, or radios when `max` is 1, that cannot go outside `min`/`max`.
 * Options that would break a bound are disabled, so the user sees why a tap does nothing.
 * @example <Checklist label="产品" options={opts} value={ids} onChange={setIds} selectAllLabel="全选" />
 */
export function Checklist({ label, options, value, onChange, min = 0, max, selectAllLabel }: ChecklistProps) {
  const enabled = options.filter((o) => !o.disabled).map((o) => o.value)
  const all = options.map((o) => o.value)

  if (max === 1) {
    return (
      <div role="radiogroup" aria-label={label} className="tg-checklist">
        {options.map((o) => (
          <div key={o.value} className="tg-checklist-item">
            <Radio
              value={o.value}
              checked={value.includes(o.value)}
              disabled={o.disabled}
              onChange={(checked) => {
                const next = toggleChecklist(all, value, o.value, checked, { min, max })
                if (next !== value) onChange([...next])
              }}
            >
              {o.label}
            </Radio>
          </div>
        ))}
      </div>
    )
  }

  const atMax = max !== undefined && value.length >= max
  const atMin = value.length <= min
  const showSelectAll =
    selectAllLabel !== undefined && (max === undefined || max >= enabled.length) && enabled.length > 0
  const state = selectAllState(enabled, value)
  return (
    <div role="group" aria-label={label} className="tg-checklist">
      {showSelectAll && (
        <div className="tg-checklist-item tg-checklist-all">
          <Checkbox
            checked={state === 'all'}
            indeterminate={state === 'some'}
            disabled={state === 'all' && min > 0}
            onChange={(checked) => {
              const keep = options.filter((o) => o.disabled && value.includes(o.value)).map((o) => o.value)
              onChange(checked ? all.filter((v) => enabled.includes(v) || keep.includes(v)) : keep)
            }}
          >
            {selectAllLabel}
          </Checkbox>
        </div>
      )}
      {options.map((o) => {
        const checked = value.includes(o.value)
        const blocked = checked ? atMin : atMax
        return (
          <div key={o.value} className="tg-checklist-item">
            <Checkbox
              value={o.value}
              checked={checked}
              disabled={o.disabled || blocked}
              onChange={(next) => {
                const result = toggleChecklist(all, value, o.value, next, { min, max })
                if (result !== value) onChange([...result])
              }}
            >
              {o.label}
            </Checkbox>
          </div>
        )
      })}
    </div>
  )
}
