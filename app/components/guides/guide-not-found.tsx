import type * as React from "react";
import { BackButton } from "~/components/guides/back-button";
import { StatusPanel } from "~/components/guides/status-panel";

/**
 * A guide page whose address names nothing (an old slug, a typo): said as the page's heading,
 * with a way back (the previous page, else the guide's list).
 */
export function GuideNotFound({
  title,
  description,
  back,
}: {
  title: string;
  description: React.ReactNode;
  back: { fallback: string; label: string };
}) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6 sm:py-24">
      <StatusPanel
        tone="empty"
        headingLevel="h1"
        title={title}
        description={description}
        action={
          <BackButton fallback={back.fallback} variant="default">
            {back.label}
          </BackButton>
        }
      />
    </div>
  );
}
