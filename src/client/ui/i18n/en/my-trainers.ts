export const myTrainers = {
  since: 'Training together since',
  telegram: 'Telegram',
  vk: 'VK',
  phone: 'Phone',
  find: 'Find a trainer',
}
