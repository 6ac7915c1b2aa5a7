// FAQ of /services/payroll-service. A module of its own, named after its page's registry id: the /faq hub finds it by that name.
import { ONBOARDING, TRIAL_DAYS } from '../constants'
import { SECURITY, SERVICE_LEVELS } from '../claims'
import { noLongContracts, payrollRate, upperFirst } from '../phrases'
import type { FaqContent } from '../types'

export const faq = {
  id: 'faq',
  eyebrow: 'FAQ',
  title: 'Payroll Questions, Answered',
  items: [
    {
      id: 'how-long-does-payroll-onboarding-take',
      question: 'How long does it take to start payroll with you?',
      answer: [
        `Most companies are onboarded in ${ONBOARDING.payroll}. We gather your EIN, state withholding and unemployment account numbers, employee pay rates, deductions and direct deposit details, and your last few payroll registers.`,
        'We then audit or set up your payroll platform and schedule the first pay run on your normal pay date, so employees see no interruption.',
      ],
    },
    {
      id: 'which-payroll-software-do-you-use',
      question: 'Which payroll software do you work with?',
      answer: [
        'We run payroll in Gusto, ADP and QuickBooks Payroll, and can work in other established platforms after a short review. The account stays in your company name, so you keep ownership of every record.',
        'If you do not have a payroll platform yet, we recommend one that fits your headcount and the states you employ in, then set it up for you.',
      ],
    },
    {
      id: 'do-you-file-payroll-taxes',
      question: 'Do you file and pay payroll taxes for us?',
      answer: [
        'Yes. We make sure federal, state and local payroll tax deposits go out on time through your payroll platform, and file the quarterly Form 941, the annual Form 940 and the matching state returns.',
        'Tax payments are drawn from your business bank account by the payroll platform, not by us, so your money never passes through our hands.',
      ],
    },
    {
      id: 'can-you-handle-multi-state-payroll',
      question: 'Can you handle employees in several states?',
      answer: [
        'Yes. When you hire in a new state we register the withholding and unemployment accounts, set up any local taxes and apply the state rules for overtime, final pay and paid leave.',
        'Remote workers are a common reason payroll goes wrong, so we confirm each employee work location every time someone moves or joins.',
      ],
    },
    {
      id: 'do-you-prepare-w2-and-1099-forms',
      question: 'Do you prepare W-2 and 1099 forms?',
      answer: [
        'Yes. W-2s are generated from payroll records that have been reconciled all year, then checked against your quarterly filings before they are issued and filed.',
        'For contractors, we collect W-9s during the year, track payments by vendor and prepare and file 1099-NEC forms, so January is a review rather than a hunt for tax IDs.',
      ],
    },
    {
      id: 'what-do-you-need-each-pay-period',
      question: 'What do you need from us each pay period?',
      answer: [
        'Approved hours or timesheets, any new hires or terminations, pay rate changes, and bonus or commission amounts, sent by the cutoff we agree on during onboarding.',
        'If your team already tracks time in an app, we pull hours directly from it. You then review the payroll register we send and approve it before payday.',
      ],
    },
    {
      id: 'how-do-you-handle-bonuses-and-commissions',
      question: 'How do you handle overtime, bonuses and commissions?',
      answer: [
        'Overtime is calculated from approved timesheets under federal and state rules, including daily overtime where a state requires it. Bonuses and commissions are taxed with the correct supplemental withholding method.',
        'For commissions, we can work from a sales report or a simple spreadsheet you send each period, and we keep a running record so totals reconcile at year-end.',
      ],
    },
    {
      id: 'is-employee-data-secure',
      question: 'How do you protect employee data?',
      answer: [
        `Employee records contain Social Security numbers and bank details, so access is limited to your payroll expert and their reviewer, who sign in with ${SECURITY.twoFactor}.`,
        'We work inside your payroll platform rather than copying data into spreadsheets, which keeps an audit trail of every change.',
      ],
    },
    {
      id: 'can-we-switch-mid-year',
      question: 'Can we switch payroll providers in the middle of the year?',
      answer: [
        'Yes. We carry over year-to-date wages, taxes and deductions for every employee so W-2s are correct, and make sure the prior provider has filed the quarters it was responsible for.',
        'Switching at the start of a quarter is simplest, but we handle mid-quarter moves regularly as well.',
      ],
    },
    {
      id: 'how-is-payroll-priced',
      question: 'How much does outsourced payroll cost?',
      answer: [
        `${upperFirst(payrollRate)}, and there is no setup fee. Your cost depends on headcount, pay frequency and the number of states, and we give you an estimate after the free consultation.`,
        `The first ${TRIAL_DAYS} days are free, and there are ${noLongContracts} after that.`,
      ],
    },
    {
      id: 'do-you-handle-contractors',
      question: 'Do you pay independent contractors too?',
      answer: [
        'Yes. We pay contractors through your payroll platform or your bill-payment tool, collect a W-9 before the first payment and keep each contractor record up to date for 1099 filing.',
        'If a worker looks more like an employee than a contractor, we flag it so you can discuss classification with your CPA or employment attorney.',
      ],
    },
    {
      id: 'what-if-there-is-a-payroll-error',
      question: 'What happens if a payroll mistake is found?',
      answer: [
        `Tell your payroll expert and you hear back ${SERVICE_LEVELS.reply} with what happened and, where needed, an off-cycle correction so the employee is made whole quickly.`,
        'Any tax filings affected are amended, and the review checklist is updated so the same issue is caught before approval in future pay runs.',
      ],
    },
  ],
} satisfies FaqContent
