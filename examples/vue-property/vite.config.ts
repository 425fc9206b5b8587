import { defineConfig } from 'vite'
import vue from '@vitejs/plugin-vue'

// No workspace aliases on purpose: @tougu/core resolves through its package.json `exports` (the built
// dist), exactly as it would from the npm registry or a packed tarball. Build core first.
export default defineConfig({
  plugins: [vue()],
  server: { host: '127.0.0.1', port: 5190 },
  preview: { host: '127.0.0.1', port: 5191 },
  // The manifest lists every module of the bundle; bundle.test.ts reads it to prove there is no React.
  build: { outDir: 'dist', target: 'es2022', manifest: true, sourcemap: true },
})
