import * as z from 'zod/mini'
import { TextSchema } from '../envelope.js'
import { lazySchema } from '../../model/lazySchema.js'

// Releases of the H5: the version a build carries, the offline package (离线包) the native app loads, and recalls.

/**
 * A release version as the build stamps it (`TOUGU_APP_VERSION`, default `<package version>+<content hash>`):
 * 1–64 characters of `A–Z a–z 0–9 . _ + -`, starting with a letter or digit.
 */
export const ReleaseVersionSchema = lazySchema(() =>
  z.string().check(z.regex(/^[A-Za-z0-9][A-Za-z0-9._+-]{0,63}$/, 'expected a release version (1–64 of A–Z a–z 0–9 . _ + -)')),
)

/** A native app version, dotted numeric (`6.2.0`), as the host's hello answer gives it (bridge protocol §3). */
export const NativeAppVersionSchema = lazySchema(() =>
  z.string().check(z.regex(/^\d{1,6}(\.\d{1,6}){0,3}$/, 'expected a dotted numeric app version such as 6.2.0')),
)

/** A SHA-256 digest as 64 lowercase hex characters. */
export const Sha256HexSchema = lazySchema(() => z.string().check(z.regex(/^[0-9a-f]{64}$/, 'expected a SHA-256 digest in lowercase hex')))

/**
 * The offline package a host should run (docs/bridge-protocol.md §15): where its archive is, and its manifest as
 * the server signed it. The host verifies `signature` over the exact bytes of `manifest` with the firm's public key
 * before it reads anything else, then the archive's SHA-256 and size against the manifest, then every file.
 */
export const OfflinePackageSchema = lazySchema(() =>
  z.object({
    version: ReleaseVersionSchema,
    /** The archive (zip), a path on the server's origin. */
    url: TextSchema(512, { min: 1 }),
    /** The archive's size in bytes and SHA-256, as the signed manifest states them. */
    size: z.number().check(z.int(), z.minimum(1)),
    sha256: Sha256HexSchema,
    /** The package manifest, JSON text: the signed bytes (UTF-8). */
    manifest: z.string(),
    /** ECDSA P-256 with SHA-256 over the manifest's UTF-8 bytes, base64 of the 64-byte r‖s form (IEEE P1363). */
    signature: z.string(),
    /** Which of the firm's keys signed it. */
    keyId: TextSchema(64, { min: 1 }),
  }),
)

export type OfflinePackage = z.output<typeof OfflinePackageSchema>
