// The size limits of docs/bridge-protocol.md §6 ("Argument rules"). A value over its limit is refused on the
// page with INVALID_ARGS before anything is posted, so the native side can rely on them (and refuse more).

/** Limits in UTF-16 code units (JavaScript string length), which for these texts is the character count. */
export const ARG_LIMITS = {
  /** Any URL field (`url`, `link`, `imgUrl`, an http(s) `image`). */
  url: 2048,
  /** Title bar text and webview / viewer titles. */
  title: 64,
  /** The title of a shared link card. WeChat shows about two lines of it. */
  shareTitle: 128,
  /** The description of a shared link card. */
  shareDesc: 512,
  /** Text copied to the clipboard (a link, a code, a paragraph). */
  copyText: 10_000,
  /** Ids, keys and codes: `orderId`, stock `code`, menu item `id`, `page`. */
  key: 64,
  /** Short labels: menu item text, product and security names. */
  label: 64,
  /** Title bar menu items. */
  menuItems: 5,
  /** A picture sent to `saveImage` as a data URL (about 3 MB of image). */
  imageDataUrl: 4 * 1024 * 1024,
  /** The compressed share picture actually sent to native (430 px wide JPEG, quality 0.5: tens of kB). */
  shareImageDataUrl: 1024 * 1024,
  /** A whole request as JSON text, the last guard of the channel: the largest field plus room for the rest. */
  message: 4 * 1024 * 1024 + 64 * 1024,
} as const
