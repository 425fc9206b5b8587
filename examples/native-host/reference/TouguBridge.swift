// Reference host of the Tougu bridge protocol v1 for iOS (WKWebView). Paste and adapt: the protocol parts
// (transport, handshake, ids, keepAlive, cancel, events, origin allow-list) are complete; the app-specific
// parts are the `TouguHostServices` your app implements. The handler table mirrors
// examples/native-host/src/nativeHandlers.ts one to one (a test checks both list every capability).
// Contract: docs/bridge-protocol.md; host guide: docs/native-host-guide.md. Not compiled in this repo.
import UIKit
import WebKit

/// A failure reply: `code` from protocol §5, `message` shown to the investor (Chinese).
struct BridgeFailure: Error { let code: String; let message: String }

/// What the app provides. Completions may be called on any thread; the bridge hops to the main thread.
protocol TouguHostServices: AnyObject {
  var appVersion: String { get }                               // "6.2.0"
  func currentUser() -> [String: Any]?                         // { clientId, cid, phone, token, userName } or nil
  func presentLogin(_ done: @escaping (Result<[String: Any], BridgeFailure>) -> Void) -> () -> Void   // returns "close it"
  func riskLevel(_ done: @escaping (Result<[String: Any], BridgeFailure>) -> Void)
  func presentRiskEvaluation(_ done: @escaping (Result<[String: Any], BridgeFailure>) -> Void) -> () -> Void
  func openQuote(code: String, market: String?, name: String?) -> BridgeFailure?
  func openTrade(page: String?, code: String?)
  func presentShare(_ args: [String: Any], _ done: @escaping (BridgeFailure?) -> Void) -> () -> Void
  func saveImage(_ image: String, progress: @escaping (Double) -> Void, _ done: @escaping (BridgeFailure?) -> Void)
  func presentPdf(url: URL, title: String?)
  func presentPay(orderId: String, payType: Int, amount: Double?, productName: String?,
                  _ done: @escaping (Result<String, BridgeFailure>) -> Void) -> () -> Void   // "paid" | "pending"
  func pushWebview(url: URL, title: String?)
  func popWebview()
  func setTitle(_ title: String)
  func setBarColors(background: String, foreground: String?)
  func setMenu(_ items: [[String: Any]])                       // tap → bridge.emit("menuTap", ["id": id])
  func setPullRefresh(down: Bool, up: Bool)
  func stopPullRefresh(direction: String?)
}

final class TouguBridge: NSObject, WKScriptMessageHandler {
  /// The firm's H5 origins (scheme://host[:port]); messages from anything else get no reply (§8).
  /// With offline packages the page runs under the package scheme of the same host (OfflinePackages.swift, §15.4).
  static let allowedOrigins: Set<String> = ["https://h5.example-broker.com", "tougu-pkg://h5.example-broker.com"]
  static let methods = ["getUserInfo", "getRiskLevel", "startRiskEvaluation", "openStockQuote", "goToTrade", "share",
                        "saveImage", "copy", "previewPdf", "payOrder", "setTitle", "setTopBarColor", "openWebview",
                        "closeWebview", "setMenu", "getVersion", "setPullRefresh", "stopPullRefresh"]

  weak var webView: WKWebView?
  private let services: TouguHostServices
  /// Open calls of the current document: id → what closes its UI on `bridge.cancel`.
  private var live: [String: () -> Void] = [:]

  init(services: TouguHostServices) { self.services = services }

  /// Call while building the webview, before loading anything: transport + UA token (§1).
  func install(into config: WKWebViewConfiguration) {
    config.userContentController.add(self, name: "touguBridge")   // beware: retains self; remove on teardown
    config.applicationNameForUserAgent = "TouguApp/\(services.appVersion)"
  }

  // MARK: page → native (WebKit calls this on the main thread)
  func userContentController(_ c: WKUserContentController, didReceive m: WKScriptMessage) {
    let o = m.frameInfo.securityOrigin
    let origin = o.port == 0 ? "\(o.protocol)://\(o.host)" : "\(o.protocol)://\(o.host):\(o.port)"
    guard m.frameInfo.isMainFrame, Self.allowedOrigins.contains(origin) else { return }
    guard let msg = m.body as? [String: Any], msg["v"] as? Int == 1,
          let id = msg["id"] as? String, let method = msg["method"] as? String else { return } // ids stay strings
    let args = msg["args"] as? [String: Any] ?? [:]
    switch method {
    case "bridge.hello":
      reply(id, data: ["protocolVersion": 1, "appVersion": services.appVersion, "platform": "ios", "methods": Self.methods])
    case "bridge.cancel":                                      // { id, reason }: close the UI, never reply
      if let target = args["id"] as? String, let close = live.removeValue(forKey: target) { close() }
    default:
      guard let handler = handlers[method] else { return fail(id, BridgeFailure(code: "UNIMPLEMENTED", message: "暂不支持")) }
      live[id] = {}                                            // open until its final reply; a UI call sets its closer
      handler(args, id)
    }
  }

  /// The new document of the main frame (call from `webView(_:didCommit:)`): its calls are over (§4).
  func documentChanged() { let open = live; live = [:]; open.values.forEach { $0() } }

  // MARK: the handler table (same order and names as nativeHandlers.ts)
  private lazy var handlers: [String: ([String: Any], String) -> Void] = [
    "getUserInfo": { [unowned self] args, id in
      if let user = services.currentUser() { return reply(id, data: user) }
      guard args["forceLogin"] as? Bool == true else { return reply(id, data: NSNull()) }
      live[id] = services.presentLogin { r in self.finish(id, r.map { $0 as Any }) }   // cancel → CANCELLED
    },
    "getRiskLevel": { [unowned self] _, id in services.riskLevel { r in self.finish(id, r.map { $0 as Any }) } },
    "startRiskEvaluation": { [unowned self] _, id in
      live[id] = services.presentRiskEvaluation { r in self.finish(id, r.map { $0 as Any }) }
    },
    "openStockQuote": { [unowned self] args, id in
      guard let code = args["code"] as? String else { return invalid(id) }
      if let f = services.openQuote(code: code, market: args["market"] as? String, name: args["name"] as? String) { return fail(id, f) }
      reply(id, data: NSNull())
    },
    "goToTrade": { [unowned self] args, id in
      services.openTrade(page: args["page"] as? String, code: args["code"] as? String); reply(id, data: NSNull())
    },
    "share": { [unowned self] args, id in
      live[id] = services.presentShare(args) { f in self.finish(id, f.map { .failure($0) } ?? .success(NSNull())) }
    },
    "saveImage": { [unowned self] args, id in
      guard let image = args["image"] as? String else { return invalid(id) }
      services.saveImage(image, progress: { p in self.update(id, data: ["progress": p]) }) { f in
        self.finish(id, f.map { .failure($0) } ?? .success(NSNull()))
      }
    },
    "copy": { [unowned self] args, id in
      guard let text = args["text"] as? String else { return invalid(id) }
      UIPasteboard.general.string = text; reply(id, data: NSNull())
    },
    "previewPdf": { [unowned self] args, id in
      guard let url = allowedURL(args["url"]) else { return fail(id, BridgeFailure(code: "UNAVAILABLE", message: "无法打开该文件")) }
      services.presentPdf(url: url, title: args["title"] as? String); reply(id, data: NSNull())
    },
    "payOrder": { [unowned self] args, id in
      guard let orderId = args["orderId"] as? String, let payType = args["payType"] as? Int, payType == 1 || payType == 2 else { return invalid(id) }
      live[id] = services.presentPay(orderId: orderId, payType: payType, amount: args["amount"] as? Double,
                                     productName: args["productName"] as? String) { r in
        self.finish(id, r.map { ["status": $0] as Any })     // user cancel must be CANCELLED, never NATIVE_ERROR
      }
    },
    "setTitle": { [unowned self] args, id in services.setTitle(args["title"] as? String ?? ""); reply(id, data: NSNull()) },
    "setTopBarColor": { [unowned self] args, id in
      guard let bg = args["background"] as? String else { return invalid(id) }
      services.setBarColors(background: bg, foreground: args["foreground"] as? String); reply(id, data: NSNull())
    },
    "openWebview": { [unowned self] args, id in
      guard let url = allowedURL(args["url"]) else { return fail(id, BridgeFailure(code: "UNAVAILABLE", message: "无法打开该页面")) }
      services.pushWebview(url: url, title: args["title"] as? String); reply(id, data: NSNull())
    },
    "closeWebview": { [unowned self] _, id in reply(id, data: NSNull()); services.popWebview() },   // reply before closing
    "setMenu": { [unowned self] args, id in services.setMenu(args["items"] as? [[String: Any]] ?? []); reply(id, data: NSNull()) },
    "getVersion": { [unowned self] _, id in reply(id, data: ["appVersion": services.appVersion, "platform": "ios"]) },
    "setPullRefresh": { [unowned self] args, id in
      services.setPullRefresh(down: args["down"] as? Bool ?? false, up: args["up"] as? Bool ?? false); reply(id, data: NSNull())
    },
    "stopPullRefresh": { [unowned self] args, id in services.stopPullRefresh(direction: args["direction"] as? String); reply(id, data: NSNull()) },
  ]

  // MARK: native → page
  /// Events (§7): pullDownRefresh, pullUpRefresh, menuTap { id }, loginChanged { loggedIn, userInfo }, resume.
  func emit(_ event: String, data: [String: Any] = [:]) { send(["event": event, "data": data]) }

  private func finish(_ id: String, _ result: Result<Any, BridgeFailure>) {
    DispatchQueue.main.async {
      guard self.live[id] != nil else { return }                       // cancelled: nobody waits (§4)
      switch result { case .success(let d): self.reply(id, data: d); case .failure(let f): self.fail(id, f) }
    }
  }
  /// keepAlive progress: the page restarts the call's timeout.
  private func update(_ id: String, data: Any) {
    DispatchQueue.main.async { if self.live[id] != nil { self.send(["id": id, "ok": true, "data": data, "keepAlive": true]) } }
  }
  private func reply(_ id: String, data: Any) { live[id] = nil; send(["id": id, "ok": true, "data": data]) }
  private func fail(_ id: String, _ f: BridgeFailure) {
    live[id] = nil; send(["id": id, "ok": false, "error": ["code": f.code, "message": f.message]])
  }
  private func invalid(_ id: String) { fail(id, BridgeFailure(code: "INVALID_ARGS", message: "参数错误")) }

  private func allowedURL(_ value: Any?) -> URL? {
    guard let s = value as? String, let url = URL(string: s), let scheme = url.scheme, scheme == "https" || scheme == "http",
          let host = url.host else { return nil }
    let origin = url.port.map { "\(scheme)://\(host):\($0)" } ?? "\(scheme)://\(host)"
    return Self.allowedOrigins.contains(origin) ? url : nil   // others: system browser, or UNAVAILABLE as here
  }

  /// JSON text as a JS string literal, so nothing is ever concatenated raw into script (§1, §8).
  private func send(_ payload: [String: Any]) {
    guard let data = try? JSONSerialization.data(withJSONObject: payload),
          let json = String(data: data, encoding: .utf8),
          let quoted = try? JSONSerialization.data(withJSONObject: [json]),
          let array = String(data: quoted, encoding: .utf8) else { return }
    let literal = array.dropFirst().dropLast()
    let run = { self.webView?.evaluateJavaScript("window.__touguBridge && window.__touguBridge.receive(\(literal))") }
    Thread.isMainThread ? run() : DispatchQueue.main.async(execute: run)
  }
}
