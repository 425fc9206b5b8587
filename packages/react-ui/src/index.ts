// Public API of @tougu/react-ui. Presentation only: renders core state, does no I/O.
// The theme stylesheet: tsup emits it as dist/index.css, exported as `@tougu/react-ui/style.css`.
// antd-mobile is imported per component ('antd-mobile/es/components/<name>') everywhere in react-ui: its root
// entry is marked side-effectful and imports every component, so one import from 'antd-mobile' put ~180 kB
// of minified antd-mobile (and all its CSS) into any bundle. Its global styles (CSS variables), which the
// root entry would import, are imported here once.
import 'antd-mobile/es/global'
import './theme/theme.css'

export { theme } from './theme/theme.js'
export {
  installLayout,
  computeRootFontSize,
  DESIGN_WIDTH,
  LAYOUT_DEBOUNCE_MS,
} from './layout/installLayout.js'
export type { InstallLayoutOptions } from './layout/installLayout.js'
export { installReactUi, TOAST_DURATION_MS } from './setup/installReactUi.js'
export { showAlert, showConfirm, showChoice, showToast, showLoading } from './feedback/feedback.js'
export type { AlertOptions, ConfirmOptions, ChoiceOptions } from './feedback/feedback.js'
export { useObservable } from './observable/useObservable.js'
export type { ObservableWithValue } from './observable/useObservable.js'
export { messages } from './messages.js'

export { CountedTextArea } from './components/counted-text-area/index.js'
export type { CountedTextAreaProps } from './components/counted-text-area/index.js'
export { Checklist, toggleChecklist, selectAllState } from './components/checklist/index.js'
export type {
  ChecklistProps,
  ChecklistOption,
  ChecklistBounds,
  SelectAllState,
} from './components/checklist/index.js'
export { CancellationDialog, RefundProductDialog } from './components/cancellation-dialog/index.js'
export type {
  CancellationDialogProps,
  RefundProductDialogProps,
  CancellableProduct,
  RefundLine,
  RefundDoneLine,
} from './components/cancellation-dialog/index.js'
export { FollowupPaperDialog } from './components/followup-paper-dialog/index.js'
export type { FollowupPaperDialogProps } from './components/followup-paper-dialog/index.js'
export { openRiskWarningDialog, RiskWarningDialog } from './components/risk-warning-dialog/index.js'
export type { RiskWarningDialogHandle, RiskWarningDialogProps } from './components/risk-warning-dialog/index.js'
export { RiskDisclosurePrompt } from './components/risk-disclosure-prompt/index.js'
export type {
  RiskDisclosurePromptProps,
  RiskDisclosureKind,
} from './components/risk-disclosure-prompt/index.js'
export { RichContent, sanitizeHtml } from './components/rich-content/index.js'
export type { RichContentProps } from './components/rich-content/index.js'
export { StockText, linkStockMentionsInHtml, stockTapOf, STOCK_LINK_CLASS } from './components/stock-link/index.js'
export type { StockTap, StockTextProps } from './components/stock-link/index.js'

export { AdviserCard } from './components/adviser-card/index.js'
export type { AdviserCardProps } from './components/adviser-card/index.js'
export { LiveRoomCard } from './components/live-room-card/index.js'
export type { LiveRoomCardProps, LiveRoomStatus } from './components/live-room-card/index.js'
export { OpinionCard } from './components/opinion-card/index.js'
export type { OpinionCardProps } from './components/opinion-card/index.js'
export { QaItem } from './components/qa-item/index.js'
export type { QaItemProps } from './components/qa-item/index.js'
export { OpinionPackageCard } from './components/opinion-package-card/index.js'
export type { OpinionPackageCardProps } from './components/opinion-package-card/index.js'
export { TipsPackCard } from './components/tips-pack-card/index.js'
export type { TipsPackCardProps } from './components/tips-pack-card/index.js'
export { CommissionProductCard } from './components/commission-product-card/index.js'
export type { CommissionProductCardProps } from './components/commission-product-card/index.js'
export { CouponCard } from './components/coupon-card/index.js'
export type { CouponCardProps, CouponStatus } from './components/coupon-card/index.js'
export { OrderItem } from './components/order-item/index.js'
export type { OrderItemProps, OrderAction } from './components/order-item/index.js'
export { HoldingItem } from './components/holding-item/index.js'
export type { HoldingAction, HoldingItemProps, HoldingToggle } from './components/holding-item/index.js'
export { PriceList } from './components/price-list/index.js'
export type { PriceListProps, PriceListItem } from './components/price-list/index.js'
export { PriceCard } from './components/price-card/index.js'
export type { PriceCardProps } from './components/price-card/index.js'
export { PurchaseBar } from './components/purchase-bar/index.js'
export type { PurchaseBarProps, PurchaseState } from './components/purchase-bar/index.js'
export { AdviserCredentials } from './components/adviser-credentials/index.js'
export type { AdviserCredentialsProps } from './components/adviser-credentials/index.js'
export { LegalDocumentView } from './components/legal-document/index.js'
export type { LegalDocumentViewProps } from './components/legal-document/index.js'
export { ProductRiskNote } from './components/product-risk-note/index.js'
export type { ProductRiskNoteProps, ProductRiskLevel } from './components/product-risk-note/index.js'
export { SubscriptionIncludes } from './components/subscription-includes/index.js'
export type { SubscriptionIncludesProps } from './components/subscription-includes/index.js'
export { CouponPicker } from './components/coupon-picker/index.js'
export type { CouponPickerProps, CouponPickerOption } from './components/coupon-picker/index.js'
export { SortMenu } from './components/sort-menu/index.js'
export type { SortMenuProps } from './components/sort-menu/index.js'
export { SearchBar } from './components/search-bar/index.js'
export type { SearchBarProps } from './components/search-bar/index.js'
export { SearchEntry } from './components/search-entry/index.js'
export type { SearchEntryProps } from './components/search-entry/index.js'
export { TabBar } from './components/tab-bar/index.js'
export type { TabBarProps, TabBarItem } from './components/tab-bar/index.js'
export { AdviserTile } from './components/adviser-tile/index.js'
export type { AdviserTileProps } from './components/adviser-tile/index.js'
export { FirmNote } from './components/firm-note/index.js'
export type { FirmNoteProps } from './components/firm-note/index.js'
export { EntryGrid } from './components/entry-grid/index.js'
export type { EntryGridItem, EntryGridProps } from './components/entry-grid/index.js'
export { Picture } from './components/picture/index.js'
export { StepIndicator } from './components/step-indicator/index.js'
export type { StepIndicatorProps } from './components/step-indicator/index.js'
export { ProductTags } from './components/product-tags/index.js'
export type { ProductTag, ProductTagsProps } from './components/product-tags/index.js'
export type { PictureProps } from './components/picture/index.js'
export { EmptyBlock } from './components/empty-block/index.js'
export type { EmptyBlockProps } from './components/empty-block/index.js'
export { ErrorRetryBlock } from './components/error-retry-block/index.js'
export type { ErrorRetryBlockProps } from './components/error-retry-block/index.js'
export { TrackRecordCard } from './components/track-record/index.js'
export type { TrackRecordCardProps } from './components/track-record/index.js'
export { MenuGroup, MenuRow } from './components/menu-row/index.js'
export type { MenuRowProps } from './components/menu-row/index.js'
export { PageSkeleton } from './components/page-skeleton/index.js'
export type { PageSkeletonProps } from './components/page-skeleton/index.js'
export { ListSkeleton } from './components/list-skeleton/index.js'
export type { ListSkeletonProps } from './components/list-skeleton/index.js'
export { ContentList } from './components/content-list/index.js'
export type { ContentListProps, ContentListStatus } from './components/content-list/index.js'
