import { defineConfig } from 'tsup'

export default defineConfig({
  entry: ['src/index.ts', 'src/testing.ts'],
  format: ['esm'],
  sourcemap: true,
  clean: true,
  target: 'es2022',
})
