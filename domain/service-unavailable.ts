// What people read while the database is away (a 503), the same from server and error boundary.
export const SERVICE_UNAVAILABLE = {
  title: "We'll be right back",
  message: "Faceless Atlas cannot reach its database for a moment. Please try again in a few seconds.",
  apiError: "The database is unavailable right now. Please try again in a few seconds.",
} as const;
