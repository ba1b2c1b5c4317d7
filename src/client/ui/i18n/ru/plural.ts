// One PluralRules for every Russian text: making one costs far more than asking it (decision 0054).
let rules: Intl.PluralRules | undefined

/** Russian plural forms: 1 год, 2 года, 5 лет. */
export function plural(n: number, one: string, few: string, many: string): string {
  rules ??= new Intl.PluralRules('ru')
  const rule = rules.select(n)
  return rule === 'one' ? one : rule === 'few' ? few : many
}
