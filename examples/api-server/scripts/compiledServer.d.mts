/** See compiledServer.mjs. */
export function compiledServer(options?: { root?: string; entry?: string; outDir?: string }): Promise<{ file: string; compiled: boolean }>
