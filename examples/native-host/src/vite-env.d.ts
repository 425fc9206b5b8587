/** The reference server's fixed demo SMS code, set by vite.config.ts from TOUGU_DEMO_SMS_CODE. */
declare const __DEMO_SMS_CODE__: string
