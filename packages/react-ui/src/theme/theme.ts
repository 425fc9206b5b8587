/**
 * The firm's theme values (spec §9). The same values are CSS variables in `theme.css`
 * (`--tg-color-primary`, `--tg-color-title-text`), mapped onto antd-mobile's `--adm-color-*`.
 * @example <NavBar style={{ background: theme.primary, color: theme.titleText }} />
 */
export const theme = {
  primary: '#E8302E',
  titleText: '#FFFFFF',
  /** Small red text and fills behind small white text: the firm red is 4.29:1 on white, this 5.2:1. */
  primaryText: '#CF2A28',
} as const
