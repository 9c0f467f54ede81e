import { PlaceholderPage } from "~/components/placeholder-page";
import { pageMeta } from "~/lib/page-meta";

const TITLE = "Training";
const DESCRIPTION = "A hub of step-by-step guides for each faceless channel format.";

export function meta() {
  return pageMeta(TITLE, DESCRIPTION);
}

export default function TrainingPage() {
  return <PlaceholderPage title={TITLE} description={DESCRIPTION} />;
}
