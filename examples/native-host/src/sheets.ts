import { FakeNativeError } from '@tougu/bridge/testing'

export interface SheetAction<T> {
  label: string
  value: T
  style?: 'primary' | 'danger'
}

export interface SheetOptions<T> {
  title: string
  body?: Node | string
  actions: Array<SheetAction<T>>
  /** The page cancelled the call (bridge.cancel): close the sheet, like a native sheet would. */
  onCancel?: (close: () => void) => void
}

/**
 * Show a native-looking action sheet in the phone and resolve with the tapped action's value.
 * A sheet closed by the page's cancel rejects with CANCELLED (nobody reads that reply: the page dropped the call).
 */
export function showSheet<T>(layer: HTMLElement, options: SheetOptions<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const sheet = document.createElement('div')
    sheet.className = 'sheet'
    const title = document.createElement('h4')
    title.textContent = options.title
    const body = document.createElement('div')
    body.className = 'body'
    if (options.body !== undefined) body.append(options.body)
    const actions = document.createElement('div')
    actions.className = 'actions'
    const close = () => {
      sheet.remove()
      layer.hidden = layer.childElementCount === 0
    }
    for (const action of options.actions) {
      const button = document.createElement('button')
      button.type = 'button'
      button.textContent = action.label
      if (action.style) button.className = action.style
      button.addEventListener('click', () => {
        close()
        resolve(action.value)
      })
      actions.append(button)
    }
    sheet.append(title, body, actions)
    layer.append(sheet)
    layer.hidden = false
    options.onCancel?.(() => {
      close()
      reject(new FakeNativeError('CANCELLED', 'cancelled by the page'))
    })
  })
}

/** Small DOM helper: an element with text. */
export function text(tag: string, content: string, className?: string): HTMLElement {
  const el = document.createElement(tag)
  el.textContent = content
  if (className) el.className = className
  return el
}
