// The content pages of the demo (and of a new installation until an admin edits them), in both
// languages. The operator's details in "requisites" and "offer" are the demo company's.

import type { ContentSlug } from '#shared/content-slugs.ts'

export interface DemoContent {
  slug: ContentSlug
  en: { title: string; body: string }
  ru: { title: string; body: string }
}

export const DEMO_CONTENT: DemoContent[] = [
  {
    slug: 'help',
    en: {
      title: 'Help',
      body: `## How do I book a training?

Open **Trainers**, choose a trainer and pick a training or a free slot on their profile. Choose how to pay — a subscription you hold, paying the trainer directly, or free when the training is free — and confirm. If the trainer approves bookings by hand, the booking waits as *requested* until they confirm it; you get a notification either way. A full group training offers the waitlist instead: when a place frees up, the first person on the list is booked automatically.

## How do I cancel?

Open **Schedule**, tap the training and choose **Cancel booking**. Cancelling before the trainer's free-cancellation deadline (12 hours before the start unless the trainer set another) is free; a later cancellation still counts as a used session of a subscription. The trainer is told at once.

## How do I pay?

You can pay with a subscription bought from the trainer, pay the trainer directly (cash or a transfer, which the trainer confirms), or — once the trainer offers it — pay inside Telegram by an invoice from our bot. Every paid payment has a receipt under **Payments**.

## How do I link Telegram?

Open **Settings → Telegram** and tap **Connect Telegram**. The button opens our bot with a one-time link; press **Start** in Telegram and the accounts are connected. From then on you can open Trainly right inside Telegram and receive notifications from the bot. You can disconnect it in the same place.

## Does Trainly work offline?

Yes. Your schedule is kept on the device: with no connection you still see your trainings and bookings as they were at the last sync, marked "offline — last updated …". Pages you have opened, such as this one, stay readable too. Booking and cancelling need a connection; the app syncs by itself when you are back online.

## I want to become a trainer

Open **Personal account → Become a trainer** and fill in the application. A moderator reviews it, usually within two working days; after approval you get a 30-day trial of the trainer plan and can publish trainings at once.

## Still need help?

Write to [support@trainly.local](mailto:support@trainly.local) — we answer within one working day.`,
    },
    ru: {
      title: 'Помощь',
      body: `## Как записаться на тренировку?

Откройте **Тренеры**, выберите тренера и нужную тренировку или свободное время в его профиле. Выберите способ оплаты — абонемент, оплата тренеру напрямую или бесплатно, если тренировка бесплатная — и подтвердите. Если тренер подтверждает записи вручную, запись ждёт в статусе *заявка*, пока он не ответит; уведомление придёт в любом случае. На заполненную групповую тренировку можно встать в лист ожидания: когда место освободится, первый в очереди будет записан автоматически.

## Как отменить запись?

Откройте **Расписание**, нажмите на тренировку и выберите **Отменить запись**. Отмена до срока бесплатной отмены (за 12 часов до начала, если тренер не указал другой срок) бесплатна; более поздняя отмена засчитывается как использованное занятие абонемента. Тренер узнает об отмене сразу.

## Как оплатить?

Можно оплатить абонементом, купленным у тренера, заплатить тренеру напрямую (наличными или переводом — тренер подтверждает оплату) или, если тренер это предлагает, оплатить в Telegram по счёту от нашего бота. На каждую оплату есть чек в разделе **Платежи**.

## Как подключить Telegram?

Откройте **Настройки → Telegram** и нажмите **Подключить Telegram**. Кнопка откроет нашего бота с одноразовой ссылкой; нажмите **Start** в Telegram — и аккаунты связаны. После этого Trainly можно открывать прямо в Telegram и получать уведомления от бота. Отключить Telegram можно там же.

## Работает ли Trainly без интернета?

Да. Расписание хранится на устройстве: без сети вы видите свои тренировки и записи на момент последней синхронизации с пометкой «нет сети — обновлено …». Открытые ранее страницы, например эта, тоже остаются доступны. Для записи и отмены нужна сеть; когда связь вернётся, приложение синхронизируется само.

## Я хочу стать тренером

Откройте **Личный кабинет → Стать тренером** и заполните заявку. Модератор проверяет её, обычно за два рабочих дня; после одобрения начинается 30-дневный пробный период тарифа тренера, и можно сразу публиковать тренировки.

## Остались вопросы?

Напишите на [support@trainly.local](mailto:support@trainly.local) — отвечаем в течение рабочего дня.`,
    },
  },
  {
    slug: 'about',
    en: {
      title: 'About us',
      body: `Trainly connects people who want to train with personal trainers — in the gym, online or at home.

**For students**, Trainly is one place to find a trainer by specialization, city, format and price, book a session in a few taps, keep the schedule at hand even offline, and pay the way that suits both sides.

**For trainers**, Trainly runs the business side: a public profile, services and prices, a weekly schedule that fills itself from templates, requests and students, subscriptions and payments, and reminders that cut no-shows.

We check every trainer's application by hand before they can publish trainings, and our moderators look at certificates and experience.

Trainly works in any browser, installs as an app, and opens right inside Telegram.

Questions and ideas: [hello@trainly.local](mailto:hello@trainly.local).`,
    },
    ru: {
      title: 'О нас',
      body: `Trainly помогает тем, кто хочет тренироваться, найти персонального тренера — в зале, онлайн или дома.

**Ученикам** Trainly даёт одно место, где можно подобрать тренера по направлению, городу, формату и цене, записаться на занятие в несколько касаний, держать расписание под рукой даже без интернета и платить удобным для обеих сторон способом.

**Тренерам** Trainly берёт на себя организационную часть: публичный профиль, услуги и цены, недельное расписание, которое заполняется по шаблонам, заявки и учеников, абонементы и оплаты, напоминания, которые сокращают пропуски.

Каждую заявку тренера мы проверяем вручную, прежде чем он сможет публиковать тренировки: модераторы смотрят сертификаты и опыт.

Trainly работает в любом браузере, устанавливается как приложение и открывается прямо в Telegram.

Вопросы и идеи: [hello@trainly.local](mailto:hello@trainly.local).`,
    },
  },
  {
    slug: 'offer',
    en: {
      title: 'Public offer',
      body: `This offer is made by Trainly LLC (the **Operator**, details on the [Company details](/requisites) page) to any person who uses the Trainly service (the **User**).

## 1. Subject

1.1. The Operator gives the User access to the Trainly platform: the trainer catalogue, booking, the schedule, notifications and payments between students and trainers.

1.2. Trainings are provided by trainers, who are independent of the Operator. The Operator is not a party to the agreement between a student and a trainer about a training.

## 2. Acceptance

2.1. Registering an account, or signing in with Telegram, is the User's full acceptance of this offer.

## 3. Trainers

3.1. A User becomes a trainer after the Operator approves their application. The Operator may refuse or withdraw the trainer role if the trainer breaks these terms or gives false information.

3.2. The trainer plan costs nothing for the first 30 days after approval; after that it is paid monthly at the price shown on the trainer plan page.

## 4. Payments and cancellations

4.1. A student pays for trainings at the price set by the trainer, in the ways the trainer offers.

4.2. Cancellation terms are set by each trainer and shown before booking. A booking cancelled before the trainer's free-cancellation deadline is not charged.

## 5. Liability

5.1. The Operator is not liable for the content and quality of trainings, nor for the health consequences of training; the User trains at their own risk and consults a doctor when in doubt.

## 6. Final provisions

6.1. The Operator may change this offer; the new version applies from its publication on this page. Disputes are settled by negotiation, then under the law of the Operator's location.`,
    },
    ru: {
      title: 'Публичная оферта',
      body: `Настоящая оферта адресована ООО «Трейнли» (далее — **Оператор**, реквизиты — на странице [Реквизиты](/requisites)) любому лицу, пользующемуся сервисом Trainly (далее — **Пользователь**).

## 1. Предмет

1.1. Оператор предоставляет Пользователю доступ к платформе Trainly: каталогу тренеров, записи на тренировки, расписанию, уведомлениям и расчётам между учениками и тренерами.

1.2. Тренировки проводят тренеры, не зависящие от Оператора. Оператор не является стороной договора между учеником и тренером о тренировке.

## 2. Акцепт

2.1. Регистрация аккаунта или вход через Telegram означает полное принятие Пользователем условий оферты.

## 3. Тренеры

3.1. Пользователь становится тренером после одобрения заявки Оператором. Оператор вправе отказать в роли тренера или отозвать её, если тренер нарушает условия или сообщает недостоверные сведения.

3.2. Первые 30 дней после одобрения тариф тренера бесплатен; затем он оплачивается ежемесячно по цене, указанной на странице тарифа.

## 4. Оплата и отмена

4.1. Ученик оплачивает тренировки по цене, установленной тренером, доступными у тренера способами.

4.2. Условия отмены устанавливает каждый тренер; они показываются до записи. Запись, отменённая до срока бесплатной отмены, не оплачивается.

## 5. Ответственность

5.1. Оператор не отвечает за содержание и качество тренировок и за последствия тренировок для здоровья; Пользователь тренируется на свой риск и при сомнениях консультируется с врачом.

## 6. Заключительные положения

6.1. Оператор вправе изменять оферту; новая редакция действует с момента публикации на этой странице. Споры решаются переговорами, а затем по законодательству места нахождения Оператора.`,
    },
  },
  {
    slug: 'privacy',
    en: {
      title: 'Privacy policy',
      body: `This policy explains what Trainly stores about you, why, and what you can do about it.

## What we store

- **Account:** first and last name, email, phone, password (only as a salted hash), avatar, VK link, language, time zone, theme and notification preferences.
- **Telegram:** your Telegram user id and username, if you sign in with Telegram or connect it.
- **Sessions:** for every device you sign in on — a device label, IP address, when the session started and was last used. Refresh tokens are stored only as hashes.
- **Training data:** bookings, trainings you run or attend, waitlist places, reviews, favorites, requests to trainers, subscriptions and payments.
- **Trainer applications:** specializations, experience, bio, city, formats, certificate links and the certificate photo you upload; the moderator's decision and reason.
- **Notifications** sent to you and their delivery status.
- **On your device:** the access token, your user id and roles, and a copy of your schedule (for offline use) in the browser's storage.

## Why

To run the service: sign you in, show your schedule, let trainers and students reach each other, send the notifications you asked for, and prevent abuse. We do not sell your data and we show no third-party ads.

## Who sees what

Trainers see the names, contacts and bookings of their students; students see trainers' public profiles. Moderators see trainer applications; administrators see account data needed to run the platform, and every staff action is recorded in an audit log.

## Your choices

You can edit your profile, end sessions on other devices, change notification channels and delete your account in **Settings**. Deleting the account removes your personal data; records of staff actions keep only what is needed to account for them.

Questions: [privacy@trainly.local](mailto:privacy@trainly.local).`,
    },
    ru: {
      title: 'Политика конфиденциальности',
      body: `Здесь описано, какие данные о вас хранит Trainly, зачем, и что вы можете с ними сделать.

## Что мы храним

- **Аккаунт:** имя и фамилия, email, телефон, пароль (только в виде хеша с солью), аватар, ссылка на VK, язык, часовой пояс, тема и настройки уведомлений.
- **Telegram:** ваш идентификатор и имя пользователя в Telegram, если вы входите через Telegram или подключили его.
- **Сеансы:** для каждого устройства, на котором вы вошли, — название устройства, IP-адрес, время начала и последнего использования. Токены обновления хранятся только в виде хешей.
- **Данные о тренировках:** записи, тренировки, которые вы ведёте или посещаете, места в листе ожидания, отзывы, избранное, заявки тренерам, абонементы и платежи.
- **Заявки тренера:** направления, стаж, рассказ о себе, город, форматы, ссылки на сертификаты и загруженное фото сертификата; решение модератора и причина.
- **Уведомления**, отправленные вам, и статус их доставки.
- **На вашем устройстве:** токен доступа, ваш идентификатор и роли, копия расписания (для работы без сети) в хранилище браузера.

## Зачем

Чтобы сервис работал: входить в аккаунт, показывать расписание, связывать тренеров и учеников, присылать выбранные вами уведомления и предотвращать злоупотребления. Мы не продаём ваши данные и не показываем стороннюю рекламу.

## Кто что видит

Тренеры видят имена, контакты и записи своих учеников; ученики — публичные профили тренеров. Модераторы видят заявки тренеров; администраторы — данные аккаунтов, нужные для работы платформы, а каждое их действие записывается в журнал аудита.

## Ваш выбор

В **Настройках** можно изменить профиль, завершить сеансы на других устройствах, выбрать каналы уведомлений и удалить аккаунт. При удалении аккаунта личные данные удаляются; в журнале действий персонала остаётся только необходимое для отчёта о них.

Вопросы: [privacy@trainly.local](mailto:privacy@trainly.local).`,
    },
  },
  {
    slug: 'requisites',
    en: {
      title: 'Company details',
      body: `| | |
|---|---|
| Company | Trainly LLC |
| Registration number (OGRN) | 1267700000001 |
| Taxpayer number (INN / KPP) | 7700000001 / 770001001 |
| Legal address | 1 Tverskaya St., office 10, Moscow, 125009, Russia |
| Bank | AO "Demo Bank", BIC 044525000 |
| Account | 40702810000000000001 |
| Correspondent account | 30101810000000000000 |
| Email | [hello@trainly.local](mailto:hello@trainly.local) |
| Phone | [+7 495 000-00-00](tel:+74950000000) |

These are the details of the demo installation.`,
    },
    ru: {
      title: 'Реквизиты',
      body: `| | |
|---|---|
| Организация | ООО «Трейнли» |
| ОГРН | 1267700000001 |
| ИНН / КПП | 7700000001 / 770001001 |
| Юридический адрес | 125009, Москва, ул. Тверская, д. 1, офис 10 |
| Банк | АО «Демо Банк», БИК 044525000 |
| Расчётный счёт | 40702810000000000001 |
| Корреспондентский счёт | 30101810000000000000 |
| Email | [hello@trainly.local](mailto:hello@trainly.local) |
| Телефон | [+7 495 000-00-00](tel:+74950000000) |

Это реквизиты демонстрационной установки.`,
    },
  },
]

/** Trainer applications: two waiting for review and one rejected, from demo students. */
export const DEMO_APPLICATIONS = [
  {
    email: 'max@trainly.local',
    specializations: ['boxing', 'functional'] as const,
    experienceYears: 5,
    city: 'Moscow',
    formats: ['gym', 'client_place'] as const,
    bio: 'Former amateur boxer, five years coaching boxing and functional training for adults and teenagers.',
    certificateLinks: ['https://certs.example.org/boxing-coach-level-2'],
  },
  {
    email: 'sofia@trainly.local',
    specializations: ['pilates', 'stretching'] as const,
    experienceYears: 3,
    city: 'Saint Petersburg',
    formats: ['online', 'gym'] as const,
    bio: 'Certified mat and reformer pilates instructor; gentle classes for beginners and after injuries.',
    certificateLinks: [],
  },
  {
    email: 'artem@trainly.local',
    specializations: ['crossfit'] as const,
    experienceYears: 1,
    city: 'Казань',
    formats: ['gym'] as const,
    bio: 'Занимаюсь кроссфитом три года, год помогаю новичкам в своём зале.',
    certificateLinks: [],
    rejectReason: 'Приложите сертификат тренера (например, CrossFit Level 1) и подайте заявку снова.',
  },
]
