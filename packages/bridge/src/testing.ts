// `@tougu/bridge/testing`: the native side, played in tests and in examples/native-host.
export { FakeNativeHost, FakeNativeError } from './testing/fakeNativeHost.js'
export type { FakeNativeHostOptions, FakeHandler, FakeBehaviour, FakeCallContext } from './testing/fakeNativeHost.js'
