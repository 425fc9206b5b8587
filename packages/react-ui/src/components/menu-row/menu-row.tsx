import type { ReactNode } from 'react'
import RightOutline from 'antd-mobile-icons/es/RightOutline'

export interface MenuRowProps {
  /** Icon before the title (an antd-mobile-icons icon); decorative, hidden from screen readers. */
  icon?: ReactNode
  title: ReactNode
  /** Text at the end of the row, e.g. a reminder (part of the button's name). */
  extra?: ReactNode
  onClick: () => void
}

/**
 * One row of a menu (我的): icon, title, optional extra text and the arrow, as one real button — reachable by
 * keyboard, named by its text, at least 48 px tall, darkening while pressed, and able to take focus back when a
 * dialog it opened closes.
 *
 * @example <MenuRow icon={<CouponOutline />} title="我的优惠券" onClick={() => go('/coupon/index')} />
 */
export function MenuRow({ icon, title, extra, onClick }: MenuRowProps) {
  return (
    <button type="button" className="tg-menu-row" onClick={onClick}>
      {icon ? (
        <span className="tg-menu-row-icon" aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <span className="tg-menu-row-title">{title}</span>
      {extra ? <span className="tg-menu-row-extra">{extra}</span> : null}
      <RightOutline className="tg-menu-row-arrow" aria-hidden="true" />
    </button>
  )
}

/**
 * A group of MenuRows on a white card, like antd-mobile's List.
 * @example <MenuGroup><MenuRow title="我的订单" onClick={openOrders} /><MenuRow title="我的优惠券" onClick={openCoupons} /></MenuGroup>
 */
export function MenuGroup({ children }: { children: ReactNode }) {
  return <div className="tg-menu-group">{children}</div>
}
