/**
 * The origin of links meant for people outside this page (a shared opinion, its QR code): the page's own on http(s);
 * inside the iOS app running the offline package under its scheme (`tougu-pkg://<h5 host>`, docs/bridge-protocol.md
 * §15.4), the https origin of the same host, which is where the link opens for everyone else.
 * @example publicOrigin({ protocol: 'tougu-pkg:', host: 'h5.example.com', origin: 'null' }) // 'https://h5.example.com'
 */
export function publicOrigin(location: Pick<Location, 'protocol' | 'host' | 'origin'>): string {
  return /^https?:$/.test(location.protocol) ? location.origin : `https://${location.host}`
}
