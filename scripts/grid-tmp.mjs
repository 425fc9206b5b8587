import { chromium } from '@playwright/test'
import { readFileSync } from 'node:fs'
const [out, ...names] = process.argv.slice(2)
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] })
const page = await browser.newPage({ viewport: { width: 400 * names.length, height: 380 }, deviceScaleFactor: 1 })
const img = (f) => `<img style="width:188px" src="data:image/png;base64,${readFileSync(f).toString('base64')}">`
await page.setContent(`<body style="margin:0;display:flex;gap:16px;background:#888;font:11px sans-serif">${names.map((n) => `<div><div>${n}</div><div style="display:flex;gap:4px">${img(`/tmp/shots-before/${n}.png`)}${img(`docs/screens/${n}.png`)}</div></div>`).join('')}</body>`)
await page.screenshot({ path: out })
await browser.close()
