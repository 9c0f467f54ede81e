import * as React from "react";
import { safeImageUrl } from "#domain/image-url";
import { FadeImage } from "~/components/fade-image";

/** How long typing must pause before the preview loads the address (no request per keystroke). */
const PREVIEW_DELAY_MS = 400;

/**
 * A live 16:9 preview of the screenshot URL being typed in the channel form. Only http/https
 * addresses are loaded (spec §5 image URL rule); anything else shows why there is no preview.
 */
export function ChannelScreenshotPreview({ url }: { url: string }) {
  const [shown, setShown] = React.useState(() => safeImageUrl(url));
  React.useEffect(() => {
    const timer = setTimeout(() => setShown(safeImageUrl(url)), PREVIEW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [url]);
  const typed = url.trim() !== "";

  return (
    <figure className="flex flex-col gap-2">
      <FadeImage
        src={shown || null}
        alt="Screenshot preview"
        aspectRatio={16 / 9}
        frameClassName="rounded-lg border"
        className="object-cover"
      />
      <figcaption className="text-xs text-muted-foreground" aria-live="polite">
        {shown ? "Preview" : typed ? "Enter an http:// or https:// address to see a preview." : "No screenshot yet."}
      </figcaption>
    </figure>
  );
}
