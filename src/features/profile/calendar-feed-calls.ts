import { calendarFeedCreatedSchema, calendarFeedStatusSchema } from '#contract/calendar-feed';
import { messageResponseSchema } from '#contract/common';
import { apiRequest } from '../../api/api-client.ts';

// The subscription's secret is a credential the server makes: these are direct calls, answered while the user looks.

export const calendarFeedStatus = () => apiRequest('/api/calendar-feed', { schema: calendarFeedStatusSchema });

/** A new address; the previous one stops working. */
export const newCalendarFeed = () =>
  apiRequest('/api/calendar-feed', { method: 'POST', body: {}, schema: calendarFeedCreatedSchema });

export const revokeCalendarFeed = () =>
  apiRequest('/api/calendar-feed', { method: 'DELETE', schema: messageResponseSchema });
