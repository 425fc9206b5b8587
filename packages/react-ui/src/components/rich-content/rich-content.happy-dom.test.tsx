import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { RichContent } from '../../index.js'

// happy-dom is a DOM DOMPurify cannot read (its cached getters miss, and it would pass markup through).
describe('RichContent in a DOM DOMPurify does not support', () => {
  it('fails closed: shows the text escaped, never live markup', () => {
    const { container } = render(
      <RichContent html={'<img src=x onerror="__xss(1)"><a href="javascript:x()">链接</a>'} />,
    )
    expect(container.querySelector('img, a')).toBeNull()
    expect(container.textContent).toContain('<img src=x onerror="__xss(1)">')
  })
})
