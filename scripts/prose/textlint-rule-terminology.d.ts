// textlint-rule-terminology ships JavaScript without types: a fixable textlint rule ({ linter, fixer }).
declare module 'textlint-rule-terminology' {
  const rule: import('@textlint/kernel').TextlintRuleModule
  export default rule
}
