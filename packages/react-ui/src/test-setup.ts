import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'
// Matchers that say what is checked (toBeInTheDocument, toHaveTextContent…) instead of toBeTruthy.
import '@testing-library/jest-dom/vitest'

afterEach(() => cleanup())
