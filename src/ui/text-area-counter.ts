/** How full a field with a limit is: below the warning zone, close to the limit, or at it. */
export type CounterState = 'room' | 'near' | 'full';

/** The warning zone is the last 5 % of the limit: 50 of 1000 characters, 100 of 2000. */
export const defaultWarnWithin = (max: number) => Math.max(1, Math.round(max * 0.05));

export function counterState(length: number, max: number, warnWithin = defaultWarnWithin(max)): CounterState {
  if (length >= max) return 'full';
  return length > max - warnWithin ? 'near' : 'room';
}
