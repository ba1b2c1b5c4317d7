import type { TrainerCard, TrainerDetails } from '#shared/api/catalogue.ts'

/** Where the booking flow finds trainers: the catalogue's calls, handed in by the route. */
export interface TrainerSources {
  myTrainers(): Promise<readonly TrainerCard[]>
  favorites(): Promise<readonly TrainerCard[]>
  trainer(id: string): Promise<Pick<TrainerDetails, 'id' | 'firstName' | 'lastName' | 'avatar'>>
}
