// Reference host of offline packages (离线包) for iOS (WKWebView), docs/bridge-protocol.md §15. Paste and adapt.
// It follows examples/native-host/src/offline (the simulator) step for step: update check, download, verification
// (signature over the manifest bytes, archive size and SHA-256, every file), install for the next open, serving
// through a URL scheme handler with every file's hash checked as served, network fallback, rollback, recalls.
// WKWebView cannot intercept https, so on iOS the page runs under `tougu-pkg://<h5 host>`: the handler answers the
// package's files and routes, and forwards every other request (the API, media) to `https://<h5 host>` as it came
// (method, headers, body). Needs iOS 13+ (request bodies reach the handler) and ZIPFoundation. Not compiled here.
import CryptoKit
import Foundation
import WebKit
import ZIPFoundation

/// The manifest as the server signed it (§15.2). Unknown fields are ignored.
struct OfflineManifest: Decodable {
  struct File: Decodable { let sha256: String; let size: Int }
  struct Archive: Decodable { let sha256: String; let size: Int }
  let format: Int
  let version: String
  let base: String                       // "/tougu"
  let minAppVersion: String
  let entry: String                      // "index.html"
  let routes: [String]                   // "/index", "/tips/list", …
  let variants: [String]                 // ["wx"]
  let files: [String: File]
  let archive: Archive
  let documentHeaders: [String: String]  // the server's CSP and the other document headers
}

/// What `POST /api/release/offlinePackage` answers in `data` (core's `release.offlinePackage`).
struct OfferedPackage: Decodable {
  let version: String; let url: String; let size: Int; let sha256: String
  let manifest: String; let signature: String; let keyId: String
}

enum PackageRefused: Error { case signature, manifest(String), appVersion, archive(String), file(String), download }

/// current / previous / pending / bad, kept as JSON beside the packages (§15.5).
struct OfflineState: Codable {
  var current: String?; var previous: String?; var pending: String?; var bad: [String] = []
}

final class OfflinePackages {
  static let scheme = "tougu-pkg"
  static let supportedFormat = 1
  /// The firm's package signing key (SPKI DER, base64), built into the app: here the reference server's demo key.
  /// Rotate by shipping both keys for a while.
  static let publicKey = "MFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAEC2jPfaEVgnJYaqAqF7euyxJzMDx4qda2ZDJsj+lkE+0HefYwwbmUCV9LLg4DnqV8C9kdBam5YwspJKVoT4dQhg=="

  let origin: URL                        // https://h5.example-broker.com
  let appVersion: String                 // "6.2.0"
  private let root: URL                  // Application Support/tougu-offline
  private let queue = DispatchQueue(label: "tougu.offline")
  private(set) var state = OfflineState()
  /// The package this session serves (set at open; nil: the network). A failing package stops at once.
  private(set) var serving: (version: String, manifest: OfflineManifest)?

  init(origin: URL, appVersion: String) {
    self.origin = origin
    self.appVersion = appVersion
    root = FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask)[0].appendingPathComponent("tougu-offline")
    try? FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    state = (try? JSONDecoder().decode(OfflineState.self, from: Data(contentsOf: root.appendingPathComponent("state.json")))) ?? OfflineState()
  }

  // MARK: open — before the first webview loads

  /// A downloaded package becomes current; the current one is checked again; it serves this session, else the network.
  func open() {
    if let pending = state.pending, pending != state.current {
      if let old = state.previous, old != pending { remove(old) }
      state.previous = state.current
      state.current = pending
    }
    state.pending = nil
    serving = nil
    if let version = state.current {
      if let manifest = try? storedManifest(version) { serving = (version, manifest) } else { rollBack(version) }
    }
    save()
  }

  /// The entry URL of a route: from the package when one serves, else the network.
  func entryURL(path: String) -> URL {
    let base = serving?.manifest.base ?? "/tougu"
    var c = URLComponents(url: origin, resolvingAgainstBaseURL: false)!
    if serving != nil { c.scheme = Self.scheme }
    c.path = base + path
    return c.url!
  }

  // MARK: update check — in the background, after the first page has loaded

  func checkForUpdate(platform: String = "ios") {
    var req = URLRequest(url: origin.appendingPathComponent("api/release/offlinePackage"))
    req.httpMethod = "POST"
    req.setValue("application/json", forHTTPHeaderField: "Content-Type")
    var body: [String: Any] = ["appVersion": appVersion, "platform": platform]
    if let installed = state.current { body["installed"] = installed }
    req.httpBody = try? JSONSerialization.data(withJSONObject: body)
    URLSession.shared.dataTask(with: req) { data, _, _ in
      guard let data, let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            json["iRet"] as? Int == 0, let d = json["data"] as? [String: Any] else { return }
      self.queue.async {
        self.dropRecalled(d["recalled"] as? [String] ?? [])
        guard let p = d["package"] as? [String: Any], let raw = try? JSONSerialization.data(withJSONObject: p),
              let offer = try? JSONDecoder().decode(OfferedPackage.self, from: raw) else { return }
        guard offer.version != self.state.current, offer.version != self.state.pending, !self.state.bad.contains(offer.version) else { return }
        do { try self.install(offer) } catch { /* refused: nothing kept; log `error` */ }
      }
    }.resume()
  }

  /// Verifies completely before anything is kept; installs into a temporary folder, then renames it into place.
  private func install(_ offer: OfferedPackage) throws {
    let manifest = try verify(manifestText: offer.manifest, signature: offer.signature)
    guard manifest.version == offer.version else { throw PackageRefused.manifest("version") }
    guard let url = URL(string: offer.url, relativeTo: origin), let archive = try? Data(contentsOf: url) else { throw PackageRefused.download }
    guard archive.count == manifest.archive.size, hex(SHA256.hash(data: archive)) == manifest.archive.sha256 else {
      throw PackageRefused.archive("size or SHA-256 differs (cut short or changed)")
    }
    let staging = root.appendingPathComponent(".staging-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: staging) }
    let zip = try Archive(data: archive, accessMode: .read)
    var seen = Set<String>()
    for entry in zip where entry.type == .file {
      guard Self.isSafe(entry.path), let expected = manifest.files[entry.path] else { throw PackageRefused.file("\(entry.path) is not in the manifest") }
      var bytes = Data()
      _ = try zip.extract(entry) { bytes.append($0) }
      guard bytes.count == expected.size, hex(SHA256.hash(data: bytes)) == expected.sha256 else { throw PackageRefused.file("\(entry.path) differs") }
      let target = staging.appendingPathComponent("files").appendingPathComponent(entry.path)
      try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
      try bytes.write(to: target)
      seen.insert(entry.path)
    }
    guard seen == Set(manifest.files.keys) else { throw PackageRefused.file("files missing") }
    // The manifest last: a folder without one is a package cut short and is never served.
    try Data(offer.signature.utf8).write(to: staging.appendingPathComponent("signature"))
    try Data(offer.manifest.utf8).write(to: staging.appendingPathComponent("manifest.json"))
    let dir = root.appendingPathComponent(manifest.version)
    try? FileManager.default.removeItem(at: dir)
    try FileManager.default.moveItem(at: staging, to: dir)
    state.pending = manifest.version
    save()
  }

  /// Signature (ECDSA P-256 / SHA-256, r‖s) over the manifest's exact UTF-8 bytes, then what this host needs of it.
  func verify(manifestText: String, signature: String) throws -> OfflineManifest {
    guard let keyData = Data(base64Encoded: Self.publicKey), let sigData = Data(base64Encoded: signature),
          let key = try? P256.Signing.PublicKey(derRepresentation: keyData),
          let sig = try? P256.Signing.ECDSASignature(rawRepresentation: sigData),
          key.isValidSignature(sig, for: Data(manifestText.utf8)) else { throw PackageRefused.signature }
    let manifest: OfflineManifest
    do { manifest = try JSONDecoder().decode(OfflineManifest.self, from: Data(manifestText.utf8)) } catch { throw PackageRefused.manifest("not a manifest") }
    guard manifest.format == Self.supportedFormat, manifest.files[manifest.entry] != nil,
          manifest.files.keys.allSatisfy(Self.isSafe) else { throw PackageRefused.manifest("format, entry or paths") }
    guard compareDotted(manifest.minAppVersion, appVersion) <= 0 else { throw PackageRefused.appVersion }
    return manifest
  }

  private func storedManifest(_ version: String) throws -> OfflineManifest {
    let dir = root.appendingPathComponent(version)
    let text = try String(contentsOf: dir.appendingPathComponent("manifest.json"), encoding: .utf8)
    let signature = try String(contentsOf: dir.appendingPathComponent("signature"), encoding: .utf8)
    return try verify(manifestText: text, signature: signature)
  }

  // MARK: failures, rollback, recalls

  /// A package that failed (a file's hash, no `bridge.hello` within 8 s of its first page): not served again.
  func rollBack(_ version: String) {
    if !state.bad.contains(version) { state.bad.append(version) }
    if state.current == version { state.current = state.previous; state.previous = nil }
    if state.previous == version { state.previous = nil }
    if state.pending == version { state.pending = nil }
    if serving?.version == version { serving = nil }
    remove(version)
    save()
  }

  private func dropRecalled(_ recalled: [String]) {
    for v in recalled where [state.current, state.previous, state.pending].contains(v) {
      if state.current == v { state.current = recalled.contains(state.previous ?? "") ? nil : state.previous; state.previous = nil }
      if state.previous == v { state.previous = nil }
      if state.pending == v { state.pending = nil }
      remove(v)
    }
    save()
  }

  private func remove(_ version: String) { try? FileManager.default.removeItem(at: root.appendingPathComponent(version)) }
  private func save() { try? JSONEncoder().encode(state).write(to: root.appendingPathComponent("state.json"), options: .atomic) }

  // MARK: serving

  /// The package file of a request path: a file of the package, or the entry for one of its routes (variants too).
  func file(for path: String) -> (path: String, document: Bool)? {
    guard let m = serving?.manifest, path == m.base || path.hasPrefix(m.base + "/") else { return nil }
    let rel = String(path.dropFirst(m.base.count + 1))
    if m.files[rel] != nil { return (rel, rel == m.entry) }
    var route = "/" + rel.trimmingCharacters(in: CharacterSet(charactersIn: "/"))
    for v in m.variants where route == "/" + v || route.hasPrefix("/" + v + "/") { route = String(route.dropFirst(v.count + 1)); if route.isEmpty { route = "/" } }
    return m.routes.contains(route) ? (m.entry, true) : nil
  }

  /// The bytes of a package file, checked against the manifest; nil when it no longer matches (then roll back).
  func bytes(of path: String) -> Data? {
    guard let (version, m) = serving, let expected = m.files[path],
          let data = try? Data(contentsOf: root.appendingPathComponent(version).appendingPathComponent("files").appendingPathComponent(path)),
          data.count == expected.size, hex(SHA256.hash(data: data)) == expected.sha256 else { return nil }
    return data
  }

  static func isSafe(_ path: String) -> Bool {
    !path.isEmpty && !path.hasPrefix("/") && !path.contains("\\") && !path.contains(":")
      && path.split(separator: "/", omittingEmptySubsequences: false).allSatisfy { !$0.isEmpty && $0 != "." && $0 != ".." }
  }
}

/// Register for `OfflinePackages.scheme` on the WKWebViewConfiguration before creating the webview:
/// `config.setURLSchemeHandler(OfflinePackageSchemeHandler(packages: p), forURLScheme: OfflinePackages.scheme)`.
/// Put `tougu-pkg://<h5 host>` on the bridge's allow-list (TouguBridge.allowedOrigins) and load `packages.entryURL(path:)`.
final class OfflinePackageSchemeHandler: NSObject, WKURLSchemeHandler {
  let packages: OfflinePackages
  private var tasks: [ObjectIdentifier: URLSessionDataTask] = [:]
  init(packages: OfflinePackages) { self.packages = packages }

  func webView(_ webView: WKWebView, start task: WKURLSchemeTask) {
    guard let url = task.request.url else { return task.didFailWithError(URLError(.badURL)) }
    if task.request.httpMethod == "GET", let hit = packages.file(for: url.path) {
      if let data = packages.bytes(of: hit.path) {
        var headers = ["Content-Type": mimeType(hit.path), "Cache-Control": "no-store"]
        if hit.document, let serving = packages.serving {
          for (k, v) in serving.manifest.documentHeaders { headers[k] = v }            // the server's CSP …
          headers["Server-Timing"] = "tougu-package;desc=\"\(serving.version)\""      // the page reports "package"
        }
        task.didReceive(HTTPURLResponse(url: url, statusCode: 200, httpVersion: "HTTP/1.1", headerFields: headers)!)
        task.didReceive(data)
        return task.didFinish()
      }
      if let version = packages.serving?.version { packages.rollBack(version) }         // changed on the device
    }
    forward(task, url: url)                                                              // the network answers
  }

  func webView(_ webView: WKWebView, stop task: WKURLSchemeTask) { tasks.removeValue(forKey: ObjectIdentifier(task))?.cancel() }

  /// Anything the package does not serve: the same request to the https origin, the answer as it comes.
  private func forward(_ task: WKURLSchemeTask, url: URL) {
    var c = URLComponents(url: url, resolvingAgainstBaseURL: false)!
    c.scheme = "https"
    var req = task.request
    req.url = c.url
    let id = ObjectIdentifier(task)
    let data = URLSession.shared.dataTask(with: req) { [weak self] body, response, error in
      DispatchQueue.main.async {
        guard self?.tasks.removeValue(forKey: id) != nil else { return }                 // stopped meanwhile
        if let error { return task.didFailWithError(error) }
        guard let http = response as? HTTPURLResponse else { return task.didFailWithError(URLError(.badServerResponse)) }
        task.didReceive(HTTPURLResponse(url: url, statusCode: http.statusCode, httpVersion: "HTTP/1.1",
                                        headerFields: http.allHeaderFields as? [String: String])!)
        task.didReceive(body ?? Data())
        task.didFinish()
      }
    }
    tasks[id] = data
    data.resume()
  }

  private func mimeType(_ path: String) -> String {
    switch (path as NSString).pathExtension.lowercased() {
    case "html": return "text/html; charset=utf-8"
    case "js": return "text/javascript; charset=utf-8"
    case "css": return "text/css; charset=utf-8"
    case "svg": return "image/svg+xml"
    case "png": return "image/png"
    case "json": return "application/json"
    case "woff2": return "font/woff2"
    default: return "application/octet-stream"
    }
  }
}

private func hex(_ digest: SHA256.Digest) -> String { digest.map { String(format: "%02x", $0) }.joined() }

private func compareDotted(_ a: String, _ b: String) -> Int {
  let pa = a.split(separator: ".").map { Int($0) ?? 0 }, pb = b.split(separator: ".").map { Int($0) ?? 0 }
  for i in 0..<max(pa.count, pb.count) {
    let d = (i < pa.count ? pa[i] : 0) - (i < pb.count ? pb[i] : 0)
    if d != 0 { return d > 0 ? 1 : -1 }
  }
  return 0
}
