// Every toast of the site goes through showToast. The toast library (sonner) and its <Toaster>
// load only when the first toast is asked for (see ~/components/toaster), so pages that never
// show one do not ship it; toasts asked for meanwhile wait here and show once it has loaded.

export type ToastRequest = { kind: "success" | "error" | "info"; message: string; id?: string };

type Deliver = (request: ToastRequest) => void;

const waiting: ToastRequest[] = [];
let deliver: Deliver | null = null;
const wanted = new Set<() => void>();

export function showToast(request: ToastRequest): void {
  if (deliver) {
    deliver(request);
    return;
  }
  waiting.push(request);
  for (const listener of wanted) listener();
}

/** Called (at once if toasts already wait) when a toast is asked for before the toaster is there. */
export function onToastWanted(listener: () => void): () => void {
  wanted.add(listener);
  if (waiting.length > 0) listener();
  return () => wanted.delete(listener);
}

/** The loaded toaster takes over: waiting toasts show now, later ones directly. */
export function connectToaster(next: Deliver): () => void {
  deliver = next;
  for (const request of waiting.splice(0)) next(request);
  return () => {
    if (deliver === next) deliver = null;
  };
}
