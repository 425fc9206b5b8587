import { createHash, createPrivateKey, createPublicKey, sign, verify, type KeyObject } from 'node:crypto'

/**
 * The demo signing key of offline packages (demo mode only, like the demo WeChat credentials): the native-host
 * simulator carries its public half. A deployment signs with its own key (`TOUGU_PACKAGE_SIGNING_KEY`, a PKCS#8 PEM
 * of an ECDSA P-256 key) and builds the public half into its apps.
 */
export const DEMO_PACKAGE_SIGNING_KEY = `-----BEGIN PRIVATE KEY-----
MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgl4T+2OWQ0IXRtvq2
2HZF6puFJAxFIAt2BAUhVvoLJcmhRANCAAQLaM99oRWCclhqoCoXt67LEnMwPHip
1rZkMmyP6WQT7Qd59jDBuZQJX0suDgOepXwL2R0FqbljCykkpWhPh1CG
-----END PRIVATE KEY-----
`

/** What the server signs manifests with. */
export interface PackageSigner {
  /** The key's id: the first 16 hex characters of the SHA-256 of its public key (SPKI DER). */
  keyId: string
  /** The public key as base64 SPKI DER, what a host builds in. */
  publicKeySpki: string
  /** ECDSA P-256 / SHA-256 over the UTF-8 bytes of `text`, base64 of r‖s (64 bytes, IEEE P1363). */
  sign(text: string): string
}

/**
 * A signer from a PKCS#8 PEM of an ECDSA P-256 key; throws for any other key.
 * @example createPackageSigner(DEMO_PACKAGE_SIGNING_KEY).sign('{"version":"1"}')
 */
export function createPackageSigner(pem: string): PackageSigner {
  const key: KeyObject = createPrivateKey(pem)
  if (key.asymmetricKeyType !== 'ec' || key.asymmetricKeyDetails?.namedCurve !== 'prime256v1') {
    throw new Error('the package signing key must be an ECDSA P-256 key (PKCS#8 PEM)')
  }
  const spki = createPublicKey(key).export({ type: 'spki', format: 'der' })
  return {
    keyId: createHash('sha256').update(spki).digest('hex').slice(0, 16),
    publicKeySpki: spki.toString('base64'),
    sign: (text) => sign('sha256', Buffer.from(text, 'utf8'), { key, dsaEncoding: 'ieee-p1363' }).toString('base64'),
  }
}

/**
 * What a host does with the answer: true when `signature` is the key's over `text`. For tests and hosts in Node.
 * @example verifyPackageSignature(signer.publicKeySpki, manifest, signature) // true
 */
export function verifyPackageSignature(publicKeySpki: string, text: string, signature: string): boolean {
  const key = createPublicKey({ key: Buffer.from(publicKeySpki, 'base64'), format: 'der', type: 'spki' })
  return verify('sha256', Buffer.from(text, 'utf8'), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64'))
}
