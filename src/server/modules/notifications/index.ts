// What other code may use of notifications: the data of a notification about a training, and the
// queues the job runner works (storing and pushing a notification is effects/notifications.ts).
export { notificationDeliveryQueue } from './delivery.ts'
export { remindersQueue } from './reminders.ts'
export { forStudent, forTrainer, trainingFacts } from './service.ts'
