import { PlaceholderPage } from "~/components/placeholder-page";
import { pageMeta } from "~/lib/page-meta";

const TITLE = "Faceless Idea";
const DESCRIPTION = "One idea in depth: summary, niche, format, difficulty, costs, tools and example channels.";

export function meta() {
  return pageMeta(TITLE, DESCRIPTION);
}

export default function FacelessIdeaByIdPage() {
  return <PlaceholderPage title={TITLE} description={DESCRIPTION} />;
}
