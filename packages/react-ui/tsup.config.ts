import { defineConfig } from 'tsup'

export default defineConfig({
  entry: ['src/index.ts', 'src/chart.ts'],
  format: ['esm'],
  sourcemap: true,
  clean: true,
  target: 'es2022',
  external: ['react', 'react-dom', 'rxjs', 'antd-mobile', '@tougu/core', 'dompurify', 'use-sync-external-store', 'uplot'],
})
