// Shared by the benchmarks in scripts/bench (not a benchmark of its own).
import { readFileSync } from 'node:fs'
import { createServer, request } from 'node:http'
import { join } from 'node:path'
import { brotliCompressSync } from 'node:zlib'
import { inPhonePage, launchChromium } from './phone.mjs'

/**
 * The floor any server rendering could reach for a page (decision wave2-speed-18): the page as the app renders it once
 * its data has come, saved as static HTML without a single script, its stylesheets inline. Served compressed on
 * `port` under the page's own path; every other request (pictures, icons) goes on to the reference server.
 * @param {{ name: string, url: string }} page a first screen of startFirstScreens
 * @param {{ port: number, appDir?: string }} options appDir: the built app the stylesheets come from
 * @returns {Promise<{ name: string, url: string, compared: true, close: () => Promise<void> }>}
 */
export async function servedWithoutScript(page, { port, appDir = process.env.TOUGU_APP_DIR || join(process.cwd(), 'packages/app/dist') }) {
  const target = new URL(page.url)
  const browser = await launchChromium()
  let html
  try {
    html = await inPhonePage(browser, async (tab) => {
      await tab.goto(page.url, { waitUntil: 'networkidle' })
      return tab.evaluate(() => {
        const doc = globalThis.document.documentElement.cloneNode(true)
        for (const el of doc.querySelectorAll('script, link[rel=modulepreload], link[rel=preload]')) el.remove()
        return `<!doctype html>${doc.outerHTML}`
      })
    })
  } finally {
    await browser.close()
  }
  html = html.replace(/<link rel="stylesheet"[^>]*href="([^"]+\.css)"[^>]*>/g, (link, href) => {
    const file = href.slice(href.lastIndexOf('/assets/') + '/assets/'.length)
    return `<style>${readFileSync(join(appDir, 'assets', file), 'utf8')}</style>`
  })
  if (/<script|rel="stylesheet"/.test(html)) throw new Error(`the no-script copy of ${page.name} still loads a script or a stylesheet`)
  const body = brotliCompressSync(html)
  const server = createServer((req, res) => {
    if (req.url === target.pathname + target.search) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'br', 'cache-control': 'no-cache', vary: 'Accept-Encoding' })
      res.end(body)
      return
    }
    const upstream = request({ host: target.hostname, port: target.port, path: req.url, method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers)
      answer.pipe(res)
    })
    upstream.on('error', () => res.writeHead(502).end())
    req.pipe(upstream)
  })
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve))
  return {
    name: `${page.name}, no script`,
    url: `http://127.0.0.1:${port}${target.pathname}${target.search}`,
    compared: true,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
