// Cities as data (issue 20, decision 0041): the places trainers work, each with its English and
// Russian name and the spellings people type. A trainer's city stays the text they wrote (the
// fallback for a place not in the list); search and display go through this list, so "Москва"
// finds trainers who wrote "Moscow", and each reader sees the city in their own language.

export interface City {
  readonly en: string
  readonly ru: string
  /** Other spellings and short names people type, in either language. */
  readonly aliases?: readonly string[]
}

export const CITIES: readonly City[] = [
  { en: 'Moscow', ru: 'Москва', aliases: ['Moskva', 'мск', 'msk'] },
  {
    en: 'Saint Petersburg',
    ru: 'Санкт-Петербург',
    aliases: ['St. Petersburg', 'Petersburg', 'SPb', 'Питер', 'СПб', 'Петербург'],
  },
  { en: 'Novosibirsk', ru: 'Новосибирск' },
  { en: 'Yekaterinburg', ru: 'Екатеринбург', aliases: ['Ekaterinburg', 'Екб'] },
  { en: 'Kazan', ru: 'Казань' },
  { en: 'Nizhny Novgorod', ru: 'Нижний Новгород', aliases: ['Nizhniy Novgorod'] },
  { en: 'Chelyabinsk', ru: 'Челябинск' },
  { en: 'Krasnoyarsk', ru: 'Красноярск' },
  { en: 'Samara', ru: 'Самара' },
  { en: 'Ufa', ru: 'Уфа' },
  { en: 'Rostov-on-Don', ru: 'Ростов-на-Дону', aliases: ['Rostov', 'Ростов'] },
  { en: 'Omsk', ru: 'Омск' },
  { en: 'Krasnodar', ru: 'Краснодар' },
  { en: 'Voronezh', ru: 'Воронеж' },
  { en: 'Perm', ru: 'Пермь' },
  { en: 'Volgograd', ru: 'Волгоград' },
  { en: 'Saratov', ru: 'Саратов' },
  { en: 'Tyumen', ru: 'Тюмень' },
  { en: 'Tolyatti', ru: 'Тольятти', aliases: ['Togliatti'] },
  { en: 'Izhevsk', ru: 'Ижевск' },
  { en: 'Barnaul', ru: 'Барнаул' },
  { en: 'Irkutsk', ru: 'Иркутск' },
  { en: 'Khabarovsk', ru: 'Хабаровск' },
  { en: 'Vladivostok', ru: 'Владивосток' },
  { en: 'Yaroslavl', ru: 'Ярославль' },
  { en: 'Tomsk', ru: 'Томск' },
  { en: 'Kaliningrad', ru: 'Калининград' },
  { en: 'Sochi', ru: 'Сочи' },
  { en: 'Tula', ru: 'Тула' },
  { en: 'Kaluga', ru: 'Калуга' },
  { en: 'Minsk', ru: 'Минск' },
  { en: 'Almaty', ru: 'Алматы', aliases: ['Алма-Ата'] },
  { en: 'Astana', ru: 'Астана' },
  { en: 'Tashkent', ru: 'Ташкент' },
  { en: 'Tbilisi', ru: 'Тбилиси' },
  { en: 'Yerevan', ru: 'Ереван' },
  { en: 'Baku', ru: 'Баку' },
  { en: 'Bishkek', ru: 'Бишкек' },
  { en: 'Belgrade', ru: 'Белград', aliases: ['Beograd'] },
  { en: 'Limassol', ru: 'Лимасол' },
  { en: 'Dubai', ru: 'Дубай' },
  { en: 'Istanbul', ru: 'Стамбул' },
  { en: 'Berlin', ru: 'Берлин' },
  { en: 'London', ru: 'Лондон' },
]

/** Case, ё/е, dashes, dots and spaces do not matter when a name is compared. */
export function cityKey(text: string): string {
  return text
    .toLowerCase()
    .replaceAll('ё', 'е')
    .replace(/[\s.\-–—]+/g, ' ')
    .trim()
}

function namesOf(city: City): string[] {
  return [city.en, city.ru, ...(city.aliases ?? [])]
}

const BY_KEY = new Map<string, City>(
  CITIES.flatMap((city) => namesOf(city).map((name) => [cityKey(name), city])),
)

/** The listed city a text names (any language or alias), if any. */
export function findCity(text: string): City | undefined {
  return BY_KEY.get(cityKey(text))
}

/** A trainer's city as a reader of `locale` should see it; the trainer's own text when unlisted. */
export function cityLabel(text: string, locale: string): string {
  const city = findCity(text)
  if (!city) return text
  return locale.startsWith('ru') ? city.ru : city.en
}

/**
 * Every spelling a city search should match: the listed cities whose names start with what was
 * typed (so "моск" and "Mosc" both reach Moscow), all their names, and the typed text itself
 * (the fallback for a city nobody listed).
 */
export function citySearchTerms(typed: string): string[] {
  const key = cityKey(typed)
  if (!key) return []
  const terms = new Set<string>([typed.trim()])
  for (const city of CITIES) {
    if (namesOf(city).some((name) => cityKey(name).startsWith(key))) {
      for (const name of namesOf(city)) terms.add(name)
    }
  }
  return [...terms]
}

/** The city names a reader of `locale` is offered while typing. */
export function citySuggestions(locale: string): string[] {
  return CITIES.map((city) => (locale.startsWith('ru') ? city.ru : city.en))
}
