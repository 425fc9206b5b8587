/**
 * Where the signed-in user is kept in localStorage (core's session store, given as its `storageKey`). The boot entry
 * reads the user id from it to open the risk warning as the app would (boot/openBootRiskWarning.ts).
 */
export const SESSION_STORAGE_KEY = 'tougu.session'

/**
 * A text field of the stored user (`token`, `clientId`) before the session store has restored it; undefined when
 * the field is missing, empty or not text, and when storage is blocked or the entry corrupted (the session store then
 * starts as a visitor too).
 * @example storedSessionField(localStorage, 'token') // 'eyJ…' or undefined
 */
export function storedSessionField(storage: Pick<Storage, 'getItem'>, field: 'token' | 'clientId'): string | undefined {
  try {
    const value = (JSON.parse(storage.getItem(SESSION_STORAGE_KEY) ?? 'null') as Record<string, unknown> | null)?.[field]
    return typeof value === 'string' && value !== '' ? value : undefined
  } catch {
    return undefined
  }
}
