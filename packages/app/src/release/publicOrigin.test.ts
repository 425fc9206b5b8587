import { describe, expect, it } from 'vitest'
import { publicOrigin } from './publicOrigin.js'

describe('publicOrigin', () => {
  it('keeps an http(s) origin and maps the package scheme to https on the same host', () => {
    expect(publicOrigin({ protocol: 'https:', host: 'h5.example.com', origin: 'https://h5.example.com' })).toBe('https://h5.example.com')
    expect(publicOrigin({ protocol: 'http:', host: '127.0.0.1:8787', origin: 'http://127.0.0.1:8787' })).toBe('http://127.0.0.1:8787')
    expect(publicOrigin({ protocol: 'tougu-pkg:', host: 'h5.example.com', origin: 'null' })).toBe('https://h5.example.com')
  })
})
