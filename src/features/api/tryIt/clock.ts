/** The time of the signing header, X-Coinloom-Timestamp: Unix seconds. */

/** The time now in Unix seconds. */
export const nowInSeconds = (): number => Math.floor(Date.now() / 1000);

/** Whether a timestamp the reader typed is Unix seconds: digits only. */
export const isUnixSeconds = (timestamp: string): boolean => /^\d+$/.test(timestamp);
