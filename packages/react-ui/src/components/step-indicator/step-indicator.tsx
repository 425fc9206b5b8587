export interface StepIndicatorProps {
  /** The steps' short names, two to four characters each (six fit on one line from 320 px). */
  steps: readonly string[]
  /** The index of the step on screen. */
  current: number
  /** What the steps are, for assistive technology, e.g. 签约步骤. */
  label: string
}

/**
 * Where the investor is in a flow of several screens (the signing steps, issue #33): numbered dots joined by a line,
 * the steps done and the current one in the firm red, the current one announced as the current step.
 * @example <StepIndicator label="签约步骤" steps={['须知', '下单', '测评', '揭示书', '协议', '完成']} current={1} />
 */
export function StepIndicator({ steps, current, label }: StepIndicatorProps) {
  return (
    <ol className="tg-steps" aria-label={label}>
      {steps.map((name, i) => (
        <li key={name} className={i < current ? 'tg-step tg-step-done' : i === current ? 'tg-step tg-step-current' : 'tg-step'} aria-current={i === current ? 'step' : undefined}>
          <span className="tg-step-dot" aria-hidden="true">
            {i + 1}
          </span>
          <span className="tg-step-name">{name}</span>
        </li>
      ))}
    </ol>
  )
}
