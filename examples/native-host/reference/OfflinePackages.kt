// Reference host of offline packages (离线包) for Android (WebView), docs/bridge-protocol.md §15. Paste and adapt.
// It follows examples/native-host/src/offline (the simulator) step for step: update check, download, verification
// (signature over the manifest bytes, archive size and SHA-256, every file), install for the next open, serving
// from WebViewClient.shouldInterceptRequest with every file's hash checked as served, network fallback, rollback,
// recalls. The page keeps running under the firm's https origin: only GET requests under the base path that the
// package has are answered here; everything else (the API, media) returns null and goes to the network as usual.
// Run the network and file work off the UI thread (an executor); not compiled in this repo.
package com.example.tougu

import android.util.Base64
import android.webkit.WebResourceRequest
import android.webkit.WebResourceResponse
import android.webkit.WebView
import android.webkit.WebViewClient
import org.json.JSONArray
import org.json.JSONObject
import java.io.ByteArrayInputStream
import java.io.File
import java.math.BigInteger
import java.net.HttpURLConnection
import java.net.URL
import java.security.KeyFactory
import java.security.MessageDigest
import java.security.Signature
import java.security.spec.X509EncodedKeySpec
import java.util.UUID
import java.util.zip.ZipInputStream

class PackageRefused(reason: String) : Exception(reason)

/** The manifest as the server signed it (§15.2); what this host reads of it. */
class OfflineManifest(json: JSONObject) {
  val format = json.getInt("format")
  val version: String = json.getString("version")
  val base: String = json.getString("base")                        // "/tougu"
  val minAppVersion: String = json.getString("minAppVersion")
  val entry: String = json.getString("entry")                      // "index.html"
  val routes: List<String> = json.getJSONArray("routes").strings()
  val variants: List<String> = json.optJSONArray("variants")?.strings() ?: emptyList()
  val files: Map<String, Pair<String, Int>> = json.getJSONObject("files").let { f ->
    f.keys().asSequence().associateWith { f.getJSONObject(it).let { e -> e.getString("sha256") to e.getInt("size") } }
  }
  val archiveSha256: String = json.getJSONObject("archive").getString("sha256")
  val archiveSize: Int = json.getJSONObject("archive").getInt("size")
  val documentHeaders: Map<String, String> = json.optJSONObject("documentHeaders")?.let { h -> h.keys().asSequence().associateWith { h.getString(it) } } ?: emptyMap()
}

private fun JSONArray.strings() = (0 until length()).map { getString(it) }

class OfflinePackages(private val dir: File, /** https://h5.example-broker.com */ val origin: String, private val appVersion: String) {
  companion object {
    const val SUPPORTED_FORMAT = 1
    /** The firm's package signing key (SPKI DER, base64): here the reference server's demo key. */
    const val PUBLIC_KEY = "MFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAEC2jPfaEVgnJYaqAqF7euyxJzMDx4qda2ZDJsj+lkE+0HefYwwbmUCV9LLg4DnqV8C9kdBam5YwspJKVoT4dQhg=="

    fun isSafe(path: String) = path.isNotEmpty() && !path.startsWith("/") && !path.contains('\\') && !path.contains(':') &&
      path.split('/').all { it.isNotEmpty() && it != "." && it != ".." }
  }

  /** current / previous / pending / bad, kept as JSON beside the packages (§15.5). */
  private var state = JSONObject()
  /** The package this session serves (set at open; null: the network). A failing package stops at once. */
  @Volatile var serving: Pair<String, OfflineManifest>? = null
    private set

  init {
    dir.mkdirs()
    state = runCatching { JSONObject(File(dir, "state.json").readText()) }.getOrDefault(JSONObject())
  }

  private fun get(key: String): String? = state.optString(key).ifEmpty { null }
  private fun set(key: String, value: String?) { state.put(key, value ?: "") }
  private fun bad(): List<String> = state.optJSONArray("bad")?.strings() ?: emptyList()
  private fun save() { File(dir, "state.json").writeText(state.toString()) }
  private fun remove(version: String) { File(dir, version).deleteRecursively() }

  /** Before the first webview loads: a downloaded package becomes current, checked again; it serves this session. */
  fun open() {
    val pending = get("pending")
    if (pending != null && pending != get("current")) {
      get("previous")?.takeIf { it != pending }?.let { remove(it) }
      set("previous", get("current"))
      set("current", pending)
    }
    set("pending", null)
    serving = null
    get("current")?.let { v -> runCatching { v to storedManifest(v) }.onSuccess { serving = it }.onFailure { rollBack(v) } }
    save()
  }

  /** The update check, after the first page has loaded (on a worker thread). */
  fun checkForUpdate(platform: String = "android") {
    val body = JSONObject().put("appVersion", appVersion).put("platform", platform)
    get("current")?.let { body.put("installed", it) }
    val answer = post("$origin/api/release/offlinePackage", body) ?: return
    if (answer.optInt("iRet", -1) != 0) return
    val data = answer.getJSONObject("data")
    dropRecalled(data.getJSONArray("recalled").strings())
    val offer = data.optJSONObject("package") ?: return
    val version = offer.getString("version")
    if (version == get("current") || version == get("pending") || version in bad()) return
    runCatching { install(offer) }.onFailure { /* refused: nothing kept; log it */ }
  }

  /** Verifies completely before anything is kept; installs into a temporary folder, then renames it into place. */
  private fun install(offer: JSONObject) {
    val text = offer.getString("manifest")
    val manifest = verify(text, offer.getString("signature"))
    if (manifest.version != offer.getString("version")) throw PackageRefused("manifest version")
    val archive = URL(URL(origin), offer.getString("url")).readBytes()
    if (archive.size != manifest.archiveSize || sha256(archive) != manifest.archiveSha256) throw PackageRefused("archive cut short or changed")
    val staging = File(dir, ".staging-${UUID.randomUUID()}")
    try {
      val seen = mutableSetOf<String>()
      ZipInputStream(ByteArrayInputStream(archive)).use { zip ->
        while (true) {
          val entry = zip.nextEntry ?: break
          if (entry.isDirectory) continue
          val expected = manifest.files[entry.name]
          if (!isSafe(entry.name) || expected == null) throw PackageRefused("${entry.name} is not in the manifest")   // zip slip too
          val bytes = zip.readBytes()
          if (bytes.size != expected.second || sha256(bytes) != expected.first) throw PackageRefused("${entry.name} differs")
          File(staging, "files/${entry.name}").apply { parentFile?.mkdirs() }.writeBytes(bytes)
          seen += entry.name
        }
      }
      if (seen != manifest.files.keys) throw PackageRefused("files missing")
      // The manifest last: a folder without one is a package cut short and is never served.
      File(staging, "signature").writeText(offer.getString("signature"))
      File(staging, "manifest.json").writeText(text)
      remove(manifest.version)
      if (!staging.renameTo(File(dir, manifest.version))) throw PackageRefused("could not install")
      set("pending", manifest.version)
      save()
    } finally {
      staging.deleteRecursively()
    }
  }

  /** Signature (ECDSA P-256 / SHA-256; the server sends r‖s, Java verifies DER) over the manifest's exact UTF-8 bytes. */
  fun verify(text: String, signature: String): OfflineManifest {
    val ok = runCatching {
      val key = KeyFactory.getInstance("EC").generatePublic(X509EncodedKeySpec(Base64.decode(PUBLIC_KEY, Base64.DEFAULT)))
      Signature.getInstance("SHA256withECDSA").run {
        initVerify(key)
        update(text.toByteArray(Charsets.UTF_8))
        verify(p1363ToDer(Base64.decode(signature, Base64.DEFAULT)))
      }
    }.getOrDefault(false)
    if (!ok) throw PackageRefused("signature")
    val manifest = runCatching { OfflineManifest(JSONObject(text)) }.getOrElse { throw PackageRefused("manifest") }
    if (manifest.format != SUPPORTED_FORMAT || manifest.entry !in manifest.files || !manifest.files.keys.all(::isSafe)) throw PackageRefused("manifest")
    if (compareDotted(manifest.minAppVersion, appVersion) > 0) throw PackageRefused("app version")
    return manifest
  }

  private fun storedManifest(version: String): OfflineManifest =
    verify(File(dir, "$version/manifest.json").readText(), File(dir, "$version/signature").readText())

  /** A package that failed (a file's hash, no `bridge.hello` within 8 s of its first page): not served again. */
  @Synchronized fun rollBack(version: String) {
    state.put("bad", JSONArray(bad() + version))
    if (get("current") == version) { set("current", get("previous")); set("previous", null) }
    if (get("previous") == version) set("previous", null)
    if (get("pending") == version) set("pending", null)
    if (serving?.first == version) serving = null
    remove(version)
    save()
  }

  private fun dropRecalled(recalled: List<String>) {
    for (v in recalled) {
      if (get("current") == v) { set("current", get("previous")?.takeIf { it !in recalled }); set("previous", null) }
      if (get("previous") == v) set("previous", null)
      if (get("pending") == v) set("pending", null)
      remove(v)
    }
    save()
  }

  /** The package file of a request path: a file of the package, or the entry for one of its routes (variants too). */
  fun fileFor(path: String): Pair<String, Boolean>? {
    val m = serving?.second ?: return null
    if (path != m.base && !path.startsWith(m.base + "/")) return null
    val rel = path.removePrefix(m.base).removePrefix("/")
    if (rel in m.files) return rel to (rel == m.entry)
    var route = "/" + rel.trim('/')
    for (v in m.variants) if (route == "/$v" || route.startsWith("/$v/")) route = route.removePrefix("/$v").ifEmpty { "/" }
    return if (route in m.routes) m.entry to true else null
  }

  /** The bytes of a package file, checked against the manifest; null when it no longer matches. */
  fun bytesOf(path: String): ByteArray? {
    val (version, m) = serving ?: return null
    val expected = m.files[path] ?: return null
    val bytes = runCatching { File(dir, "$version/files/$path").readBytes() }.getOrNull() ?: return null
    return bytes.takeIf { it.size == expected.second && sha256(it) == expected.first }
  }

  private fun post(url: String, body: JSONObject): JSONObject? = runCatching {
    (URL(url).openConnection() as HttpURLConnection).run {
      requestMethod = "POST"
      doOutput = true
      setRequestProperty("Content-Type", "application/json")
      outputStream.use { it.write(body.toString().toByteArray()) }
      JSONObject(inputStream.bufferedReader().readText())
    }
  }.getOrNull()
}

/**
 * Serves the webview from the package: pass it your WebViewClient's `shouldInterceptRequest` (it runs on a WebView
 * thread, not the UI thread). Returns null for everything the package does not serve: the WebView loads it itself.
 */
class OfflinePackageClient(private val packages: OfflinePackages) : WebViewClient() {
  override fun shouldInterceptRequest(view: WebView, request: WebResourceRequest): WebResourceResponse? {
    if (request.method != "GET") return null
    val url = request.url
    if ("${url.scheme}://${url.authority}" != packages.origin) return null
    val (path, document) = packages.fileFor(url.path ?: return null) ?: return null
    val bytes = packages.bytesOf(path)
    if (bytes == null) {                                                   // changed on the device: network, and roll back
      packages.serving?.first?.let { packages.rollBack(it) }
      return null
    }
    val headers = mutableMapOf("Cache-Control" to "no-store")
    packages.serving?.let { (version, m) ->
      if (document) {
        headers += m.documentHeaders                                         // the server's CSP …
        headers["Server-Timing"] = "tougu-package;desc=\"$version\""         // the page reports "package"
      }
    }
    return WebResourceResponse(mimeType(path), "utf-8", 200, "OK", headers, ByteArrayInputStream(bytes))
  }

  private fun mimeType(path: String) = when (path.substringAfterLast('.').lowercase()) {
    "html" -> "text/html"
    "js" -> "text/javascript"
    "css" -> "text/css"
    "svg" -> "image/svg+xml"
    "png" -> "image/png"
    "json" -> "application/json"
    "woff2" -> "font/woff2"
    else -> "application/octet-stream"
  }
}

private fun sha256(bytes: ByteArray) = MessageDigest.getInstance("SHA-256").digest(bytes).joinToString("") { "%02x".format(it) }

/** r‖s (64 bytes, IEEE P1363) to the DER SEQUENCE Java's SHA256withECDSA verifies. */
fun p1363ToDer(raw: ByteArray): ByteArray {
  require(raw.size == 64) { "a P-256 signature is 64 bytes" }
  fun int(part: ByteArray): ByteArray {
    val v = BigInteger(1, part).toByteArray()                              // adds the 0x00 a high bit needs
    return byteArrayOf(0x02, v.size.toByte()) + v
  }
  val body = int(raw.copyOfRange(0, 32)) + int(raw.copyOfRange(32, 64))
  return byteArrayOf(0x30, body.size.toByte()) + body
}

private fun compareDotted(a: String, b: String): Int {
  val pa = a.split('.').map { it.toIntOrNull() ?: 0 }
  val pb = b.split('.').map { it.toIntOrNull() ?: 0 }
  for (i in 0 until maxOf(pa.size, pb.size)) {
    val d = pa.getOrElse(i) { 0 } - pb.getOrElse(i) { 0 }
    if (d != 0) return d.coerceIn(-1, 1)
  }
  return 0
}
