import { cleanup } from '@testing-library/react'
import { afterAll, afterEach } from 'vitest'
// Matchers that say what is checked (toBeInTheDocument, toHaveTextContent…) instead of toBeTruthy.
import '@testing-library/jest-dom/vitest'
import { putBackAfterFile } from '../../../tooling/sharedFileReset.js'

afterEach(() => cleanup())

// The suite's files run one after another in a worker that keeps the libraries it loaded (decision wave3-ci-15): what a
// file leaves behind is put back when it ends.
afterAll(() => putBackAfterFile())
