export { CancellationDialog, RefundProductDialog } from './cancellation-dialog.js'
export type {
  CancellationDialogProps,
  RefundProductDialogProps,
  CancellableProduct,
  RefundLine,
  RefundDoneLine,
} from './cancellation-dialog.js'
