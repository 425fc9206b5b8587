// Every string of @tougu/bridge that can reach a user. The app may show `BridgeError.message` as a toast,
// so these are Chinese. `登录失败` is the spec's exact text (§8); the others are ours (docs/decisions.md).

/** Texts a user may see from a rejected bridge call. */
export const bridgeMessages = {
  /** Spec §8: login failure from the native app. */
  loginFailed: '登录失败',
  unavailable: '当前环境不支持该功能',
  unimplemented: '当前App版本不支持该功能，请升级App',
  notReady: 'App通信未就绪，请稍后重试',
  timeout: '请求超时，请稍后重试',
  cancelled: '已取消',
  invalidArgs: '参数错误',
  nativeError: '操作失败，请稍后重试',
  alipayNotInWechat: '微信内暂不支持支付宝支付，请选择微信支付',
  imageShareNeedsUpgrade: '当前App版本不支持图片分享，请升级App',
  copyFailed: '复制失败，请长按手动复制',
  wechatConfigFailed: '微信分享配置失败',
} as const
