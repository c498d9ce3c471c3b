/** The server's notion of "now"; tests replace it to control time. */
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();
