/**
 * The browser's IANA time zone (e.g. 'Europe/Zurich'), sent with the results exports so that their times
 * are the teacher's and their headers name the zone; undefined when the browser does not tell (the server
 * then writes UTC and says so).
 */
export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}
