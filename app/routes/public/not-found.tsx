// The '*' route: any address no other route matches. Answered with HTTP 404 and the spec's page.
import { data } from "react-router";
import { NotFound } from "~/components/not-found";
import { pageMeta } from "~/lib/page-meta";

export function loader() {
  return data(null, { status: 404 });
}

export function meta() {
  return pageMeta("Page not found", "The page you are looking for does not exist or has moved.");
}

export default function NotFoundPage() {
  return <NotFound />;
}
