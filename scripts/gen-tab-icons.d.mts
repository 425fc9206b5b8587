/** Each tab's icon and the antd-mobile-icons icon drawn for it. */
export declare const TAB_ICON_SOURCES: Record<string, string>
/** The files the script writes, by path under packages/app/src/root. */
export declare function tabBarIconFiles(): Record<string, string>
/** The committed copies of those files (`null` for a missing one). */
export declare function committedTabBarIconFiles(): Record<string, string | null>
