import { PlaceholderPage } from "~/components/placeholder-page";
import { pageMeta } from "~/lib/page-meta";

const TITLE = "How It Works";
const DESCRIPTION = "How every estimate is calculated, plus our terms, privacy, cookies and disclaimer.";

// Spec §2: "/how-it-works (anchors #terms, #privacy, #cookies, #disclaimer)". The footer links
// to #cookies and #disclaimer, so the anchors exist already.
const SECTIONS = [
  { id: "terms", title: "Terms", text: "A summary of the terms of service." },
  { id: "privacy", title: "Privacy", text: "A summary of how we handle your data." },
  { id: "cookies", title: "Cookies", text: "The cookies we set: your session when you sign in and your theme choice." },
  { id: "disclaimer", title: "Disclaimer", text: "Revenue figures are estimates, not promises of earnings." },
] as const;

export function meta() {
  return pageMeta(TITLE, DESCRIPTION);
}

export default function HowItWorksPage() {
  return (
    <PlaceholderPage title={TITLE} description={DESCRIPTION}>
      <div className="mt-10 grid gap-6 sm:grid-cols-2">
        {SECTIONS.map((section) => (
          <section key={section.id} id={section.id} className="rounded-xl border p-6">
            <h2 className="text-lg font-semibold">{section.title}</h2>
            <p className="mt-2 text-sm text-muted-foreground">{section.text}</p>
          </section>
        ))}
      </div>
    </PlaceholderPage>
  );
}
