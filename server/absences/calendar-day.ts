/** Today's date, `YYYY-MM-DD`, in a kindergarten's time zone (an absence "has ended" by its calendar). */
export { calendarDayIn as calendarDay } from '#contract/zoned-time';
