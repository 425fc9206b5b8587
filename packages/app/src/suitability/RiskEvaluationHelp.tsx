import { Button } from 'antd-mobile'
import { bridgeMessages } from '@tougu/bridge'
import { showToast } from '@tougu/react-ui'
import { useServices } from '../services/index.js'
import { suitabilityMessages as m } from './suitabilityMessages.js'

/**
 * Outside the firm's app (a browser, WeChat), where no screen can evaluate: how the evaluation is done (in the app's
 * trading section, as spec §5's in-app prompt says), and two actions that work here: 我已完成测评 (`onDone`: the level
 * is asked for again) and 复制本页链接 (to carry on in the app). Decision wave3-journey-7.
 * @example <RiskEvaluationHelp onDone={() => void recheck()} />
 */
export function RiskEvaluationHelp({ onDone, busy }: { onDone: () => void; busy?: boolean }) {
  const { bridge, window: win } = useServices()
  const copyLink = () =>
    void bridge.copy({ text: win.location.href }).then(
      () => showToast(m.copied),
      () => showToast(bridgeMessages.copyFailed),
    )
  return (
    <section className="tg-risk-help" aria-label={m.howTitle}>
      <h3 className="tg-card-title" style={{ fontSize: 15, margin: '8px 0 4px' }}>
        {m.howTitle}
      </h3>
      <ol className="tg-card-text" style={{ margin: '0 0 8px', paddingLeft: 20, lineHeight: 1.7 }}>
        {m.howSteps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <Button block color="primary" loading={busy ?? false} onClick={onDone}>
        {m.done}
      </Button>
      <Button block fill="outline" color="primary" style={{ marginTop: 8 }} onClick={copyLink}>
        {m.copyLink}
      </Button>
    </section>
  )
}
