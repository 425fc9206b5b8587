import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { apiEndpoints } from './apiContract.js'
import { buildOpenApiDocument, renderApiMarkdown } from './openApiDocument.js'

const docs = new URL('../../../../docs/', import.meta.url)
const read = (name: string): string => readFileSync(new URL(name, docs), 'utf8')

interface Operation {
  operationId: string
  security: unknown[]
  parameters?: { name: string; in: string; required: boolean }[]
  requestBody?: unknown
  responses: Record<string, unknown>
}

describe('docs/openapi.json and docs/api.md', () => {
  it('are current: regenerate with `pnpm gen:api` when this fails', () => {
    expect(read('openapi.json'), 'docs/openapi.json is stale: run pnpm gen:api').toBe(`${JSON.stringify(buildOpenApiDocument(), null, 2)}\n`)
    expect(read('api.md'), 'docs/api.md is stale: run pnpm gen:api').toBe(renderApiMarkdown())
  })

  it('describe every endpoint of the contract with its method, auth and parameters', () => {
    const doc = buildOpenApiDocument() as { openapi: string; paths: Record<string, Record<string, Operation>> }
    expect(doc.openapi).toBe('3.1.0')
    for (const ep of apiEndpoints) {
      const op = doc.paths[ep.path]?.[ep.method.toLowerCase()]
      expect(op?.operationId, ep.id).toBe(ep.id)
      expect(op?.security.length, ep.id).toBe(ep.userScoped ? 1 : 0)
      expect(Object.keys(op?.responses ?? {}), ep.id).toEqual(ep.userScoped ? ['200', '400', '401', '503'] : ['200', '400', '503'])
    }
    const paper = doc.paths['/api/user/getFollowupPaper']?.get
    expect(paper?.parameters).toEqual([expect.objectContaining({ name: 'paperType', in: 'query', required: true })])
    expect(paper?.requestBody).toBeUndefined()
  })

  it('lists every endpoint and the spec §8 messages in the readable page', () => {
    const md = renderApiMarkdown()
    for (const ep of apiEndpoints) expect(md).toContain(`#### \`${ep.method} ${ep.path}\``)
    for (const text of ['网络请求超时！', '服务请求超时！', '系统繁忙，请稍后重试', '网络请求超时;']) expect(md).toContain(text)
  })
})
