import type { STAFF_MESSAGES } from '#shared/staff-messages.ts'

export const staffMessages: { [K in keyof typeof STAFF_MESSAGES]: string } = {
  bioRequired: 'Расскажите о себе хотя бы в 20 символах',
  experienceRange: 'Укажите стаж целым числом лет, от 0 до 70',
  certificateLinkInvalid: 'Укажите ссылку на сертификат, начинающуюся с https://',
  certificateLinksTooMany: 'Добавьте не больше 5 ссылок на сертификаты',
  certificatePhotoTooLarge: 'Фото сертификата больше 5 МБ',
  certificatePhotoInvalid: 'Фото сертификата не найдено; загрузите его снова',
  applicationPending: 'У вас уже есть заявка, ожидающая проверки',
  alreadyTrainer: 'Вы уже тренер',
  applicationNotFound: 'Заявка не найдена',
  applicationDecided: 'Другой модератор уже принял решение по этой заявке',
  contentBodyRequired: 'Напишите текст страницы',
  contentPageMissing: 'Эта страница ещё не написана',
  contentVersionNotFound: 'Версия не найдена',
  cannotDecideOwn: 'Нельзя принимать решение по своей заявке',
  applicantBlocked: 'Аккаунт заблокирован: разблокируйте его, прежде чем одобрять заявку',
  trainingAlreadyCancelled: 'Эта тренировка уже отменена',
  trainingAlreadyEnded: 'Прошедшую или завершённую тренировку отменить нельзя',
  trainingDateRange: 'Дата окончания не может быть раньше даты начала',
}
