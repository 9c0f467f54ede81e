import { useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "~/root";

/** The root loader's data (theme, demo flag, user, public env); undefined if the root loader failed. */
export function useRootData() {
  return useRouteLoaderData<typeof rootLoader>("root");
}
