import { createContext, useContext } from 'react'

/**
 * What a reader can do to a training from the schedule. The calls belong to other features
 * (booking, trainings); the route hands them in, and the schedule page shares them with its cards.
 */
export interface ScheduleActions {
  cancelBooking(bookingId: string): Promise<unknown>
  leaveWaitlist(trainingId: string): Promise<unknown>
  markAttendance(bookingId: string, attended: boolean): Promise<unknown>
  cancelTraining(trainingId: string, reason: string): Promise<unknown>
}

export const ScheduleActionsContext = createContext<ScheduleActions | null>(null)

export function useScheduleActions(): ScheduleActions {
  const actions = useContext(ScheduleActionsContext)
  if (!actions) throw new Error('schedule cards need the ScheduleActions of their page')
  return actions
}
