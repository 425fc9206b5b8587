import { useEffect, useState } from 'react'
import { Button, List } from 'antd-mobile'
import { CAPABILITY_NAMES, capabilityExample, isBridgeError, type CapabilityName, type HelloInfo } from '@tougu/bridge'
import { Page } from '../../root/index.js'
import { useServices } from '../../services/index.js'
import { appMessages } from '../../messages.js'
import { ReleaseSection } from '../../release/ReleaseSection.js'

type Outcome = { ok: true; value: string } | { ok: false; value: string }

/**
 * The SDK test page (spec §2 /test): the environment the bridge detected, the handshake, and a button per
 * capability calling it with sample arguments and showing the reply or the error code.
 */
export function SdkTest() {
  const { bridge, window: win } = useServices()
  const [hello, setHello] = useState<HelloInfo | null | 'pending'>('pending')
  const [outcomes, setOutcomes] = useState<Partial<Record<CapabilityName, Outcome>>>({})

  useEffect(() => {
    let live = true
    bridge.ready().then(
      (h) => live && setHello(h),
      () => live && setHello(null),
    )
    return () => {
      live = false
    }
  }, [bridge])

  const run = (name: CapabilityName) => {
    const call = bridge[name] as (args: unknown) => Promise<unknown>
    call(capabilityExample(name, win.location.href)).then(
      (value) => setOutcomes((o) => ({ ...o, [name]: { ok: true, value: JSON.stringify(value ?? null) } })),
      (error: unknown) =>
        setOutcomes((o) => ({
          ...o,
          [name]: {
            ok: false,
            value: isBridgeError(error) ? `${error.code}: ${error.message}` : String(error),
          },
        })),
    )
  }

  return (
    <Page>
      <List header={appMessages.sdkEnvironment}>
        <List.Item extra={bridge.environment}>environment</List.Item>
        <List.Item extra={bridge.platform}>platform</List.Item>
        <List.Item extra={String(bridge.wechatVariant)}>wechatVariant</List.Item>
        <List.Item extra={hello === 'pending' ? '…' : hello ? `${hello.platform} ${hello.appVersion}` : '—'}>
          hello
        </List.Item>
      </List>
      <ReleaseSection />
      <List header="capabilities">
        {CAPABILITY_NAMES.map((name) => {
          const outcome = outcomes[name]
          return (
            <List.Item
              key={name}
              description={
                <span
                  data-testid={`result-${name}`}
                  role="status"
                  style={{ wordBreak: 'break-all', color: outcome && !outcome.ok ? 'var(--tg-color-primary-text)' : undefined }}
                >
                  {outcome ? `${outcome.ok ? 'ok' : 'error'} ${outcome.value}` : appMessages.sdkNotRun}
                </span>
              }
              extra={
                <Button
                  size="mini"
                  color="primary"
                  fill="outline"
                  onClick={() => run(name)}
                  aria-label={`${appMessages.sdkRun} ${name}`}
                >
                  {appMessages.sdkRun}
                </Button>
              }
            >
              {name}{' '}
              <span className="tg-card-meta">
                {bridge.isAvailable(name) ? appMessages.sdkAvailable : appMessages.sdkUnavailable}
              </span>
            </List.Item>
          )
        })}
      </List>
    </Page>
  )
}
