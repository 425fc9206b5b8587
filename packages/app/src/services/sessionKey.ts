/**
 * Where the signed-in user is kept in localStorage (core's session store, given as its `storageKey`). The boot entry
 * reads the token from it to send the first screen's requests as the API client will (boot/earlyRequests.ts).
 */
export const SESSION_STORAGE_KEY = 'tougu.session'
