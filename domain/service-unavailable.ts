// What people read while the database is away (a 503): the server's own page and API answers,
// and the app's error boundary after a client-side navigation, say the same thing.
export const SERVICE_UNAVAILABLE = {
  title: "We'll be right back",
  /** Pages: the cause in plain words and what to do. */
  message: "Faceless Atlas cannot reach its database for a moment. Please try again in a few seconds.",
  /** The JSON API and plain-text answers. */
  apiError: "The database is unavailable right now. Please try again in a few seconds.",
} as const;
