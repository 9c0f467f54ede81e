// The router context moved to server/app-context.ts; the auth and account routes still import it
// from here until their rewrite lands.
export { appContext, type AppLoadContext } from "#server/app-context";
