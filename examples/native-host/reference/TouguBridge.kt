// Reference host of the Tougu bridge protocol v1 for Android (WebView). Paste and adapt: the protocol parts
// (transport, handshake, ids, keepAlive, cancel, events, origin allow-list, threads) are complete; the
// app-specific parts are the `TouguHostServices` your app implements. The handler table mirrors
// examples/native-host/src/nativeHandlers.ts one to one (a test checks both list every capability).
// Contract: docs/bridge-protocol.md; host guide: docs/native-host-guide.md. Not compiled in this repo.
package com.example.tougu

import android.content.ClipData
import android.content.ClipboardManager
import android.content.Context
import android.net.Uri
import android.webkit.JavascriptInterface
import android.webkit.WebView
import org.json.JSONArray
import org.json.JSONObject

/** A failure reply: `code` from protocol §5, `message` shown to the investor (Chinese). */
class BridgeFailure(val code: String, override val message: String) : Exception(message)

/** What the app provides. Callbacks may come on any thread; the bridge hops to the UI thread. */
interface TouguHostServices {
  val appVersion: String                                                      // "6.2.0"
  fun currentUser(): JSONObject?                                              // { clientId, cid, phone, token, userName }
  fun presentLogin(done: (Result<JSONObject>) -> Unit): () -> Unit            // returns "close it"
  fun riskLevel(done: (Result<JSONObject>) -> Unit)
  fun presentRiskEvaluation(done: (Result<JSONObject>) -> Unit): () -> Unit
  fun openQuote(code: String, market: String?, name: String?): BridgeFailure?
  fun openTrade(page: String?, code: String?)
  fun presentShare(args: JSONObject, done: (BridgeFailure?) -> Unit): () -> Unit
  fun saveImage(image: String, progress: (Double) -> Unit, done: (BridgeFailure?) -> Unit)
  fun presentPdf(url: Uri, title: String?)
  fun presentPay(orderId: String, payType: Int, amount: Double?, productName: String?, done: (Result<String>) -> Unit): () -> Unit
  fun pushWebview(url: Uri, title: String?)
  fun popWebview()
  fun setTitle(title: String)
  fun setBarColors(background: String, foreground: String?)
  fun setMenu(items: JSONArray)                                               // tap → bridge.emit("menuTap", {"id": id})
  fun setPullRefresh(down: Boolean, up: Boolean)
  fun stopPullRefresh(direction: String?)
}

class TouguBridge(private val webView: WebView, private val services: TouguHostServices) {
  companion object {
    /** The firm's H5 origins (scheme://host[:port]); messages from anything else get no reply (§8). */
    val allowedOrigins = setOf("https://h5.example-broker.com")
    val methods = listOf("getUserInfo", "getRiskLevel", "startRiskEvaluation", "openStockQuote", "goToTrade", "share",
      "saveImage", "copy", "previewPdf", "payOrder", "setTitle", "setTopBarColor", "openWebview",
      "closeWebview", "setMenu", "getVersion", "setPullRefresh", "stopPullRefresh")
  }

  /** Open calls of the current document: id → what closes its UI on `bridge.cancel`. UI thread only. */
  private val live = HashMap<String, () -> Unit>()

  /** Call before the first loadUrl: transport + UA token (§1). Only the main frame gets the interface. */
  fun install() {
    webView.settings.javaScriptEnabled = true
    webView.settings.userAgentString = "${webView.settings.userAgentString} TouguApp/${services.appVersion}"
    webView.addJavascriptInterface(this, "touguBridge")
  }

  // page → native. Runs on a WebView background thread: parse nothing here, hop to the UI thread first.
  @JavascriptInterface
  fun postMessage(json: String) {
    webView.post {
      if (originOf(webView.url) !in allowedOrigins) return@post            // checked per message, on the UI thread
      val msg = try { JSONObject(json) } catch (e: Exception) { return@post }
      val id = msg.opt("id") as? String ?: return@post                     // ids stay strings: never getLong
      val method = msg.opt("method") as? String ?: return@post
      if (msg.optInt("v") != 1) return@post
      val args = msg.optJSONObject("args") ?: JSONObject()
      when (method) {
        "bridge.hello" -> reply(id, JSONObject().put("protocolVersion", 1).put("appVersion", services.appVersion)
          .put("platform", "android").put("methods", JSONArray(methods)))
        "bridge.cancel" -> live.remove(args.optString("id"))?.invoke()     // { id, reason }: close the UI, never reply
        else -> {
          val handler = handlers[method] ?: return@post fail(id, BridgeFailure("UNIMPLEMENTED", "暂不支持"))
          live[id] = {}                                                      // open until its final reply
          handler(args, id)
        }
      }
    }
  }

  /** The main frame started a new document (WebViewClient.onPageStarted): its calls are over (§4). */
  fun documentChanged() { val open = live.values.toList(); live.clear(); open.forEach { it() } }

  // The handler table (same order and names as nativeHandlers.ts). Runs on the UI thread.
  private val handlers: Map<String, (JSONObject, String) -> Unit> = mapOf(
    "getUserInfo" to { args, id ->
      val user = services.currentUser()
      when {
        user != null -> reply(id, user)
        !args.optBoolean("forceLogin") -> reply(id, JSONObject.NULL)
        else -> { live[id] = services.presentLogin { finish(id, it) } }      // user closed it → CANCELLED
      }
    },
    "getRiskLevel" to { _, id -> services.riskLevel { finish(id, it) } },
    "startRiskEvaluation" to { _, id -> live[id] = services.presentRiskEvaluation { finish(id, it) } },
    "openStockQuote" to { args, id ->
      val code = args.opt("code") as? String
      if (code == null) invalid(id) else {
        val f = services.openQuote(code, args.opt("market") as? String, args.opt("name") as? String)
        if (f != null) fail(id, f) else reply(id, JSONObject.NULL)
      }
    },
    "goToTrade" to { args, id -> services.openTrade(args.opt("page") as? String, args.opt("code") as? String); reply(id, JSONObject.NULL) },
    "share" to { args, id -> live[id] = services.presentShare(args) { f -> finish(id, if (f == null) Result.success(JSONObject.NULL) else Result.failure(f)) } },
    "saveImage" to { args, id ->
      val image = args.opt("image") as? String
      if (image == null) invalid(id) else services.saveImage(image, { p -> update(id, JSONObject().put("progress", p)) }) { f ->
        finish(id, if (f == null) Result.success(JSONObject.NULL) else Result.failure(f))
      }
    },
    "copy" to { args, id ->
      val text = args.opt("text") as? String
      if (text == null) invalid(id) else {
        val cm = webView.context.getSystemService(Context.CLIPBOARD_SERVICE) as ClipboardManager
        cm.setPrimaryClip(ClipData.newPlainText("tougu", text)); reply(id, JSONObject.NULL)
      }
    },
    "previewPdf" to { args, id ->
      val url = allowedUri(args.opt("url"))
      if (url == null) fail(id, BridgeFailure("UNAVAILABLE", "无法打开该文件")) else { services.presentPdf(url, args.opt("title") as? String); reply(id, JSONObject.NULL) }
    },
    "payOrder" to { args, id ->
      val orderId = args.opt("orderId") as? String
      val payType = args.opt("payType") as? Int
      if (orderId == null || payType == null || (payType != 1 && payType != 2)) invalid(id) else {
        live[id] = services.presentPay(orderId, payType, (args.opt("amount") as? Number)?.toDouble(), args.opt("productName") as? String) { r ->
          finish(id, r.map { JSONObject().put("status", it) })               // user cancel must be CANCELLED
        }
      }
    },
    "setTitle" to { args, id -> services.setTitle(args.optString("title", "")); reply(id, JSONObject.NULL) },
    "setTopBarColor" to { args, id ->
      val bg = args.opt("background") as? String
      if (bg == null) invalid(id) else { services.setBarColors(bg, args.opt("foreground") as? String); reply(id, JSONObject.NULL) }
    },
    "openWebview" to { args, id ->
      val url = allowedUri(args.opt("url"))
      if (url == null) fail(id, BridgeFailure("UNAVAILABLE", "无法打开该页面")) else { services.pushWebview(url, args.opt("title") as? String); reply(id, JSONObject.NULL) }
    },
    "closeWebview" to { _, id -> reply(id, JSONObject.NULL); services.popWebview() },   // reply before closing
    "setMenu" to { args, id -> services.setMenu(args.optJSONArray("items") ?: JSONArray()); reply(id, JSONObject.NULL) },
    "getVersion" to { _, id -> reply(id, JSONObject().put("appVersion", services.appVersion).put("platform", "android")) },
    "setPullRefresh" to { args, id -> services.setPullRefresh(args.optBoolean("down"), args.optBoolean("up")); reply(id, JSONObject.NULL) },
    "stopPullRefresh" to { args, id -> services.stopPullRefresh(args.opt("direction") as? String); reply(id, JSONObject.NULL) },
  )

  // native → page. Events (§7): pullDownRefresh, pullUpRefresh, menuTap {id}, loginChanged {loggedIn, userInfo}, resume.
  fun emit(event: String, data: JSONObject = JSONObject()) = send(JSONObject().put("event", event).put("data", data))

  private fun finish(id: String, result: Result<Any>) = webView.post {
    if (!live.containsKey(id)) return@post                                  // cancelled: nobody waits (§4)
    result.fold({ reply(id, it) }, { e -> fail(id, e as? BridgeFailure ?: BridgeFailure("NATIVE_ERROR", "操作失败")) })
  }
  /** keepAlive progress: the page restarts the call's timeout. */
  private fun update(id: String, data: Any) = webView.post {
    if (live.containsKey(id)) send(JSONObject().put("id", id).put("ok", true).put("data", data).put("keepAlive", true))
  }
  private fun reply(id: String, data: Any) { live.remove(id); send(JSONObject().put("id", id).put("ok", true).put("data", data)) }
  private fun fail(id: String, f: BridgeFailure) {
    live.remove(id); send(JSONObject().put("id", id).put("ok", false).put("error", JSONObject().put("code", f.code).put("message", f.message)))
  }
  private fun invalid(id: String) = fail(id, BridgeFailure("INVALID_ARGS", "参数错误"))

  private fun originOf(url: String?): String? {
    val u = Uri.parse(url ?: return null)
    return if (u.port == -1) "${u.scheme}://${u.host}" else "${u.scheme}://${u.host}:${u.port}"
  }
  private fun allowedUri(value: Any?): Uri? {
    val s = value as? String ?: return null
    val u = Uri.parse(s)
    return if ((u.scheme == "https" || u.scheme == "http") && originOf(s) in allowedOrigins) u else null
  }

  /** JSON text as a JS string literal (JSONObject.quote), never raw concatenation (§1, §8); UI thread only. */
  private fun send(payload: JSONObject) {
    val script = "window.__touguBridge && window.__touguBridge.receive(${JSONObject.quote(payload.toString())})"
    if (android.os.Looper.myLooper() == android.os.Looper.getMainLooper()) webView.evaluateJavascript(script, null)
    else webView.post { webView.evaluateJavascript(script, null) }
  }
}
