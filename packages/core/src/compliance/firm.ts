// The firm's identity as every agreement, disclosure, poster and policy names it: one source (issue #37).
// The firm is fictional; every field is a placeholder the firm's compliance department (合规部) must replace with
// the licensed entity's real particulars before launch (docs/compliance.md lists them as "to be confirmed").

/** The securities firm that provides the advisory service, as the investor's counterparty. */
export interface FirmIdentity {
  /** Registered name: the party (乙方) of every agreement. */
  readonly name: string
  /** Short name on posters and titles. */
  readonly shortName: string
  /** 经营证券期货业务许可证 number. */
  readonly securitiesLicenceNo: string
  /** 证券投资咨询业务资格: the approval that allows advisory (投资顾问) business. */
  readonly advisoryQualification: string
  /** Registered address. */
  readonly address: string
  /** The firm's complaint hotline. */
  readonly complaintHotline: string
  /** The regulator's investor hotline (CSRC 12386), which a complaint can go to as well. */
  readonly regulatorHotline: string
  /** Where an adviser's registration can be checked: the Securities Association of China's public register. */
  readonly adviserRegister: string
  /** True until the firm's compliance department confirms every field above. */
  readonly toBeConfirmed: boolean
}

/**
 * The firm (fictional, to be confirmed by the firm). Read by the app's agreements, disclosures, poster and
 * privacy policy and by the reference server's seed texts.
 * @example FIRM.name // '华衡证券股份有限公司'
 */
export const FIRM: FirmIdentity = {
  name: '华衡证券股份有限公司',
  shortName: '华衡证券',
  securitiesLicenceNo: '000000000000（待确认）',
  advisoryQualification: '证券投资咨询业务资格（证监许可〔0000〕000号，待确认）',
  address: '上海市浦东新区世纪大道1000号（待确认）',
  complaintHotline: '400-000-0000（待确认）',
  regulatorHotline: '12386',
  adviserRegister: '中国证券业协会网站（www.sac.net.cn）从业人员信息公示',
  toBeConfirmed: true,
}

/**
 * The firm in one line, for the foot of agreements, disclosures and the share poster.
 * @example firmLine() // '华衡证券股份有限公司｜经营证券期货业务许可证：000000000000（待确认）｜…'
 */
export function firmLine(firm: FirmIdentity = FIRM): string {
  return `${firm.name}｜经营证券期货业务许可证：${firm.securitiesLicenceNo}｜${firm.advisoryQualification}`
}
