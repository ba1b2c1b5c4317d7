// What other modules may use of the catalogue: whom it shows, a trainer's services and requests
// as rows, the aggregates kept on the trainer's profile, and the pruning of its change rows (a job).
export {
  REQUEST_COLUMNS,
  requestRow,
  SERVICE_FIELDS,
  toTrainerRequest,
} from './service.ts'
export { lockTrainerProfile, refreshPriceFrom, refreshRating } from './trainer-aggregates.ts'
export { isVisibleTrainer } from './trainer-cards.ts'
export { pruneCatalogueChanges } from './versions.ts'
