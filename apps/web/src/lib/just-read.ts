/** How long an answer counts as just read: a page's loader (src/app/page-data.ts) read it. */
const JUST_READ_MS = 2_000;

/**
 * `refetchOnMount` of a read that is always asked again when its page opens (`staleTime: 0`),
 * unless the page's loader read it just now (decision 1330): one request, not two. An answer
 * invalidated since (a payment, a booking) was not just read, however recent it is.
 */
export const unlessJustRead = (query: {
  state: { dataUpdatedAt: number; isInvalidated: boolean };
}) => query.state.isInvalidated || Date.now() - query.state.dataUpdatedAt > JUST_READ_MS;
