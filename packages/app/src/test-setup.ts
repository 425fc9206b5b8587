import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'
// Matchers that say what is checked (toBeInTheDocument, toHaveTextContent…) instead of toBeTruthy.
import '@testing-library/jest-dom/vitest'

// Vitest runs without globals, so Testing Library cannot unmount on its own: a tree left mounted keeps
// rendering (timers, stub-server answers) after happy-dom is torn down and fails the run with
// "window is not defined" on a loaded machine.
afterEach(() => cleanup())

// Screens are lazy routes: on a loaded 2-core CI machine their first import alone can pass Testing Library's
// 1 s default, which is a wait, not a verdict (a missing text still fails after the timeout).
configure({ asyncUtilTimeout: 5000 })
