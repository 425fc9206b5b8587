import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { OpinionPackageCard } from '../../index.js'

describe('OpinionPackageCard', () => {
  it('shows subscribers and the price, and hides a null price', () => {
    const { rerender } = render(
      <OpinionPackageCard name="金股日报" adviserName="张三" subscribers={88} price={99} />,
    )
    expect(screen.getByText('¥99.00')).toBeInTheDocument()
    expect(screen.getByText(/88人订阅/)).toBeInTheDocument()
    rerender(<OpinionPackageCard name="金股日报" adviserName="张三" subscribers={88} price={null} />)
    expect(screen.queryByText(/¥/)).not.toBeInTheDocument()
  })
})
