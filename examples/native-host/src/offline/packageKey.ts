/**
 * The public half of the reference server's demo package signing key (examples/api-server
 * src/release/packageSigning.ts, demo mode only), as SPKI DER in base64. A real app builds in the firm's own key;
 * the simulator takes another one from `TOUGU_PACKAGE_PUBLIC_KEY` at build time.
 */
export const DEMO_PACKAGE_PUBLIC_KEY =
  'MFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAEC2jPfaEVgnJYaqAqF7euyxJzMDx4qda2ZDJsj+lkE+0HefYwwbmUCV9LLg4DnqV8C9kdBam5YwspJKVoT4dQhg=='
