// Every string react-ui shows to users, in one place (exact spec text where the spec gives it).
export const messages = {
  dialogTitle: '温馨提示',
  confirm: '确认',
  ok: '确定',
  cancel: '取消',
  submitting: '提交中...',
  loading: '加载中...',
} as const
