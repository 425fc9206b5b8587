import { describe, expect, it } from 'vitest'
import { isRenewalDue, renewalWindowDays } from './renewal.js'

describe('renewalWindowDays', () => {
  it('is a fifth of the service days, rounded up, between 1 and 15', () => {
    expect(renewalWindowDays({ startDate: '2026-11-27', endDate: '2026-11-27' })).toBe(1) // 1 day
    expect(renewalWindowDays({ startDate: '2026-11-27', endDate: '2026-11-28' })).toBe(1) // 2 days
    expect(renewalWindowDays({ startDate: '2026-11-27', endDate: '2026-12-03' })).toBe(2) // a week
    expect(renewalWindowDays({ startDate: '2026-11-27', endDate: '2026-12-10' })).toBe(3) // two weeks
    expect(renewalWindowDays({ startDate: '2026-11-27', endDate: '2026-12-26' })).toBe(6) // a month of 30 days
    expect(renewalWindowDays({ startDate: '2027-01-31', endDate: '2027-02-28' })).toBe(6) // February from a month end: 29 days
    expect(renewalWindowDays({ startDate: '2026-11-27', endDate: '2027-02-26' })).toBe(15) // a quarter: 92/5 capped
    expect(renewalWindowDays({ startDate: '2026-11-27', endDate: '2027-11-26' })).toBe(15) // a year
  })

  it('falls back to the longest window when the first day is unknown or after the last', () => {
    expect(renewalWindowDays({ endDate: '2026-11-27' })).toBe(15)
    expect(renewalWindowDays({ startDate: null, endDate: '2026-11-27' })).toBe(15)
    expect(renewalWindowDays({ startDate: '2026-12-01', endDate: '2026-11-27' })).toBe(15)
  })
})

describe('isRenewalDue', () => {
  it('never offers a 1-day service renewal while it runs: its one day is the day it was paid', () => {
    expect(isRenewalDue({ startDate: '2026-11-27', endDate: '2026-11-27' }, '2026-11-27')).toBe(false)
  })

  it('offers a 2-day service on its second day, not on the day it was paid', () => {
    const two = { startDate: '2026-11-27', endDate: '2026-11-28' }
    expect(isRenewalDue(two, '2026-11-27')).toBe(false)
    expect(isRenewalDue(two, '2026-11-28')).toBe(true)
  })

  it('offers a month in its last 6 days, not before', () => {
    const month = { startDate: '2026-11-27', endDate: '2026-12-26' }
    expect(isRenewalDue(month, '2026-11-27')).toBe(false)
    expect(isRenewalDue(month, '2026-12-20')).toBe(false) // 7 days left
    expect(isRenewalDue(month, '2026-12-21')).toBe(true) // 6 days left
    expect(isRenewalDue(month, '2026-12-26')).toBe(true) // its last day
  })

  it('offers a year in its last 15 days', () => {
    const year = { startDate: '2026-11-27', endDate: '2027-11-26' }
    expect(isRenewalDue(year, '2027-11-11')).toBe(false) // 16 days left
    expect(isRenewalDue(year, '2027-11-12')).toBe(true) // 15 days left
  })

  it('counts an ended service as due; long-term, not held and malformed days never', () => {
    expect(isRenewalDue({ startDate: '2026-11-01', endDate: '2026-11-10' }, '2026-11-23')).toBe(true)
    expect(isRenewalDue({ startDate: '2026-11-01', endDate: null }, '2026-11-23')).toBe(false)
    expect(isRenewalDue({ endDate: undefined }, '2026-11-23')).toBe(false)
    expect(isRenewalDue({ endDate: '12/01/2026' }, '2026-11-23')).toBe(false)
    expect(isRenewalDue({ endDate: '2026-02-31' }, '2026-02-20')).toBe(false)
    expect(isRenewalDue({ startDate: '2026-11-01', endDate: '2026-11-30' }, 'today')).toBe(false)
  })

  it('reads an instant as the local day; without a first day the longest window applies', () => {
    const now = new Date(2026, 10, 23, 12, 0) // 2026-11-23 local
    expect(isRenewalDue({ endDate: '2026-12-07' }, now)).toBe(true) // 15 days left
    expect(isRenewalDue({ endDate: '2026-12-08' }, now)).toBe(false)
    expect(isRenewalDue({ startDate: '2026-11-01', endDate: '2026-11-25' }, now.getTime())).toBe(true)
  })
})
