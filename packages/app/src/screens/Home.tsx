import { NavBar } from 'antd-mobile'

export function Home() {
  return (
    <div className="tg-page">
      <NavBar back={null} style={{ background: '#E8302E', color: '#fff' }}>
        投顾社区
      </NavBar>
      <main aria-label="投顾社区" />
    </div>
  )
}
