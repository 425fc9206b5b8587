/** The package signing public key (SPKI base64) from TOUGU_PACKAGE_PUBLIC_KEY; empty: the demo key. */
declare const __PACKAGE_PUBLIC_KEY__: string
