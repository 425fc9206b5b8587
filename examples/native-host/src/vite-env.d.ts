/** The reference server's fixed demo SMS code, set by vite.config.ts from TOUGU_DEMO_SMS_CODE. */
declare const __DEMO_SMS_CODE__: string
/** The package signing public key (SPKI base64) from TOUGU_PACKAGE_PUBLIC_KEY; empty: the demo key. */
declare const __PACKAGE_PUBLIC_KEY__: string
