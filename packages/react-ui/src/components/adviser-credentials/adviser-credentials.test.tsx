import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { AdviserCredentials } from '../../index.js'

describe('AdviserCredentials', () => {
  it('lists name, qualification number, team and years of practice as labelled facts', () => {
    render(<AdviserCredentials tgName="张伟" teamName="价值投资研究团队" qualificationNo="S0260520130001" practiceYears={11} />)
    const facts = Object.fromEntries(
      [...screen.getByRole('region', { name: '投资顾问资质' }).querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]),
    )
    expect(facts).toEqual({ 投资顾问: '张伟', 执业编号: 'S0260520130001', 所属团队: '价值投资研究团队', 从业年限: '11年' })
    expect(screen.queryByRole('button')).not.toBeInTheDocument()
  })

  it('opens the adviser from the name when given a way to', () => {
    const onOpen = vi.fn()
    render(<AdviserCredentials tgName="张伟" teamName="团队" qualificationNo="S1" practiceYears={3} onOpen={onOpen} />)
    fireEvent.click(screen.getByRole('button', { name: '张伟' }))
    expect(onOpen).toHaveBeenCalledTimes(1)
  })
})
