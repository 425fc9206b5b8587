import type { Meta, StoryObj } from '@storybook/react-vite'
import { commissionAgreement, privacyPolicy, riskDisclosure, serviceAgreement, suitabilityOpinion, type AgreementFacts } from '@tougu/core'
import { LegalDocumentView } from './legal-document.js'

const facts: AgreementFacts = {
  investor: { name: '张伟', fundAccount: '880010001' },
  product: { name: '龙头锦囊·半导体', riskLevel: 'R3', type: 'tips' },
  adviser: { name: '王明远', qualificationNo: 'S0123512345678' },
  signDate: '2026-06-01',
  coolingOffLastDay: '2026-06-08',
  periodId: 14,
  amount: '298.00',
  serviceStart: null,
  serviceEnd: null,
}

const meta = {
  title: 'Compliance/LegalDocumentView',
  component: LegalDocumentView,
  args: { document: serviceAgreement(facts), maxHeight: 360 },
} satisfies Meta<typeof LegalDocumentView>
export default meta
type Story = StoryObj<typeof meta>

/** The service agreement, filled in with the investor, firm, adviser and order facts. */
export const ServiceAgreement: Story = {}
export const CommissionAgreement: Story = {
  args: { document: commissionAgreement({ ...facts, product: { name: '佣金宝·组合投顾', riskLevel: 'R3', type: 'commission' }, periodId: null, amount: null }) },
}
/** The SAC-form disclosure of an R5 pack trading on margin and in leveraged ETFs. */
export const RiskDisclosureR5: Story = {
  args: {
    document: riskDisclosure({
      product: { name: '杠杆策略锦囊·高风险', riskLevel: 'R5', type: 'tips' },
      adviser: facts.adviser,
      specialRisks: ['margin', 'leveragedEtf'],
    }),
  },
}
export const SuitabilityOpinion: Story = {
  args: {
    document: suitabilityOpinion({ investor: facts.investor, investorLevel: 'C4', riskEndDate: '2027-06-01', productName: facts.product.name, productLevel: 'R3' }),
    maxHeight: undefined,
  },
}
export const PrivacyPolicy: Story = { args: { document: privacyPolicy() } }
