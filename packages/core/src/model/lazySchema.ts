import * as z from 'zod/mini'

/**
 * A zod schema built the first time it is used, not when its module is evaluated.
 *
 * The contract holds some 90 schemas of ~500 zod instances; zod builds each instance's parser as it is
 * constructed, which made evaluating core the longest task of every first screen on a phone (decision
 * wave2-speed-12). A page uses a handful of endpoints, so each schema is built on first use: a parse, a
 * `.shape` spread, a JSON Schema export. The value stands for the schema everywhere (the same object each time,
 * so identity checks and zod's metadata registry keep working) and has the schema's type.
 *
 * @example
 * const PointSchema = lazySchema(() => z.object({ x: z.number(), y: z.number() }))
 * z.parse(PointSchema, { x: 1, y: 2 }) // builds the object schema now, then parses
 */
export function lazySchema<T extends object>(build: () => T): T {
  let real: T | undefined
  // The stand-in: every read goes to the built schema.
  const stand = new Proxy(Object.create(null) as T, {
    get: (_t, key) => Reflect.get(target(), key),
    has: (_t, key) => Reflect.has(target(), key),
    set: (_t, key, value) => Reflect.set(target(), key, value),
    ownKeys: () => Reflect.ownKeys(target()),
    getOwnPropertyDescriptor: (_t, key) => {
      const d = Reflect.getOwnPropertyDescriptor(target(), key)
      // A proxy may not report a property as non-configurable when its own target lacks it.
      return d && { ...d, configurable: true }
    },
    getPrototypeOf: () => Reflect.getPrototypeOf(target()),
  })
  function target(): T {
    if (real) return real
    real = build()
    // Metadata (z.describe, registries) is keyed by the object: give the stand-in the built schema's.
    const meta = z.globalRegistry.get(real as unknown as z.core.$ZodType)
    if (meta) z.globalRegistry.add(stand as unknown as z.core.$ZodType, meta)
    return real
  }
  return stand
}
