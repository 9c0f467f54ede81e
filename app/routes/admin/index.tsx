import { redirect } from "react-router";

/** Spec §2: "/admin redirects to /admin/dashboard". */
export function loader() {
  return redirect("/admin/dashboard");
}
