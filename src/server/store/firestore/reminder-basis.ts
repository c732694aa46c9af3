/**
 * The field on a request's document with the basis its reminder steps were last scheduled on
 * ('' until the reminders' first pass over it; src/server/reminders/schedule.ts says what a basis
 * is). The contact store writes it empty with the request, the reminder store keeps it, and a
 * pass finds the requests to schedule by it differing from their language's basis, so it reads
 * none of the others.
 */
export const REMINDER_BASIS_FIELD = 'reminderBasis';
