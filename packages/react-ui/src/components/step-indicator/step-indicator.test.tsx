import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { StepIndicator } from '../../index.js'

describe('StepIndicator', () => {
  it('marks the steps done and announces the current one', () => {
    render(<StepIndicator label="签约步骤" steps={['须知', '下单', '测评', '完成']} current={2} />)
    const steps = screen.getAllByRole('listitem')
    expect(screen.getByRole('list', { name: '签约步骤' })).toBeInTheDocument()
    expect(steps.map((s) => s.className)).toEqual(['tg-step tg-step-done', 'tg-step tg-step-done', 'tg-step tg-step-current', 'tg-step'])
    expect(steps[2]).toHaveAttribute('aria-current', 'step')
    expect(steps.filter((s) => s.hasAttribute('aria-current'))).toHaveLength(1)
  })
})
