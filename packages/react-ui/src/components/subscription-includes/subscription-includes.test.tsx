import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { SubscriptionIncludes } from '../../index.js'

describe('SubscriptionIncludes', () => {
  it('lists what the subscription includes and how many hold it', () => {
    render(<SubscriptionIncludes items={['盘前推送', '异动提醒']} subscriberCount={1280} />)
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['盘前推送', '异动提醒'])
    expect(screen.getByRole('region', { name: '订阅内容' }).textContent).toContain('已有1280人订阅')
  })

  it('counts large numbers in 万', () => {
    render(<SubscriptionIncludes items={[]} subscriberCount={123456} />)
    expect(screen.getByRole('region', { name: '订阅内容' }).textContent).toContain('已有12.3万人订阅')
    expect(screen.queryByRole('list')).not.toBeInTheDocument()
  })
})
