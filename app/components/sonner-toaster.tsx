import { useEffect } from "react";
import { Toaster, type ToasterProps, toast } from "sonner";
import { connectToaster, type ToastRequest } from "~/lib/toast";

function deliver({ id, kind, message }: ToastRequest) {
  const options = id ? { id } : undefined;
  if (kind === "success") toast.success(message, options);
  else if (kind === "error") toast.error(message, options);
  else toast(message, options);
}

/** Sonner's <Toaster>, then the toasts that waited for it (loaded by ~/components/toaster). */
export default function SonnerToaster(props: ToasterProps) {
  // A parent's effects run after its children's: the Toaster's live region is in the page and
  // subscribed before the first toast enters it, so screen readers announce it.
  useEffect(() => connectToaster(deliver), []);
  return <Toaster {...props} />;
}
