export { CancellationDialog, RefundProductDialog } from './cancellation-dialog.js'
export type {
  CancellationDialogProps,
  RefundProductDialogProps,
  CancellableProduct,
} from './cancellation-dialog.js'
