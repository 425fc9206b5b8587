import { showConfirm } from '@tougu/react-ui'
import { releaseMessages } from './messages.js'

/**
 * Asks the investor whether to switch to the new release now (antd-mobile's dialog through react-ui). Loaded only
 * when a new release waits, so the dialog's code is not part of any first screen.
 * @example if (await askToUpdate()) switchNow()
 */
export function askToUpdate(): Promise<boolean> {
  return showConfirm({
    title: releaseMessages.updateTitle,
    content: releaseMessages.updateContent,
    confirmText: releaseMessages.updateNow,
    cancelText: releaseMessages.updateLater,
  })
}
