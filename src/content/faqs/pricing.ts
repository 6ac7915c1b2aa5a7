// FAQ of /pricing. A module of its own, named after its page's registry id: the /faq hub finds it by that name.
import { BRAND } from '../site'
import {
  analystRate,
  arApStartingRate,
  bookkeeperRate,
  catchUpStartingRate,
  catchUpTiming,
  inHouseSaving,
  noExtraCharges,
  noLongContracts,
  payrollRate,
  rateScope,
  upperFirst,
} from '../phrases'
import type { FaqContent } from '../types'

export const faq = {
  id: 'faq',
  eyebrow: 'FAQ',
  title: 'Pricing Questions, Answered',
  items: [
    {
      id: 'how-is-the-estimate-calculated',
      question: 'How is the estimate calculated?',
      answer: [
        `It multiplies bookkeeper hours by ${bookkeeperRate} and adds any reporting-analyst hours at ${analystRate}. Until you set your own figure, the hours are the typical monthly range for your kind of business, so the result is a range.`,
        'Your exact hours depend on transaction volume, the number of accounts and how many bills and invoices you process. We work them out from your bank statements on the free consultation.',
      ],
    },
    {
      id: 'do-payroll-and-ar-ap-cost-extra',
      question: 'Do payroll and AR/AP cost extra?',
      answer: [
        `No separate fee: your pod works payroll and accounts receivable and payable within its monthly hours. ${upperFirst(payrollRate)}, and ${arApStartingRate}. Adding a service can add hours, which is why the estimate lets you set your own figure.`,
      ],
    },
    {
      id: 'how-is-catch-up-priced',
      question: 'How is catch-up bookkeeping priced?',
      answer: [
        `Catch-up is a one-off project. ${catchUpStartingRate}; how many hours it takes depends on how many months are missing and how many accounts you run, so we quote it after a free review of your records rather than guess here.`,
        `${catchUpTiming} Then your books roll straight into monthly service.`,
      ],
    },
    {
      id: 'when-do-i-need-a-reporting-analyst',
      question: 'When do I need reporting-analyst hours?',
      answer: [
        rateScope,
        'Many businesses need no analyst hours at all: the monthly profit and loss, balance sheet and cash flow statement come with the bookkeeping.',
      ],
    },
    {
      id: 'where-does-the-saving-claim-come-from',
      question: `Where does the ${inHouseSaving} saving come from?`,
      answer: [
        `It is ${BRAND.name}'s claim for what clients typically save compared with in-house staff. The estimator does not calculate it, because what an in-house team costs you depends on salaries, benefits, software and idle time we cannot see.`,
      ],
    },
    {
      id: 'are-there-setup-fees-or-contracts',
      question: 'Are there setup fees or long contracts?',
      answer: [
        `No. There are ${noExtraCharges}, and ${noLongContracts}: you pay as you go, for the hours on each invoice, with a dedicated account manager on all plans.`,
      ],
    },
  ],
} satisfies FaqContent
