import * as React from "react";
import { Form, useNavigation } from "react-router";
import { Button, type ButtonProps } from "~/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "~/components/ui/dialog";
import { Spinner } from "~/components/ui/spinner";

/**
 * A destructive admin action behind a confirmation (admin area: "delete (with confirmation…)").
 * The dialog holds its own <Form method="post"> with `intent` and the hidden `fields`, so the
 * action runs only after the admin confirms, and the server still decides whether it may.
 */
export function ConfirmDialog({
  trigger,
  title,
  description,
  confirmLabel,
  busyLabel,
  intent,
  fields = {},
  action,
  variant = "destructive",
}: {
  /** The button that opens the dialog. */
  trigger: React.ReactElement;
  title: string;
  description: React.ReactNode;
  confirmLabel: string;
  busyLabel: string;
  intent: string;
  /** Hidden inputs sent with the intent (ids, etc.); arrays become repeated fields. */
  fields?: Record<string, string | readonly string[]>;
  /** The form's action; defaults to the current route. */
  action?: string;
  variant?: ButtonProps["variant"];
}) {
  const [open, setOpen] = React.useState(false);
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
  const wasBusy = React.useRef(false);

  // Close once the submission has finished (the page shows the outcome as a toast or message).
  React.useEffect(() => {
    if (wasBusy.current && !busy) setOpen(false);
    wasBusy.current = busy;
  }, [busy]);

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent role="alertdialog">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <Form method="post" action={action} className="contents">
          <input type="hidden" name="intent" value={intent} />
          {Object.entries(fields).flatMap(([name, value]) =>
            (typeof value === "string" ? [value] : value).map((v, i) => (
              <input key={`${name}-${i}`} type="hidden" name={name} value={v} />
            )),
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" variant={variant} disabled={busy} aria-busy={busy}>
              {busy ? <Spinner className="size-4" /> : null}
              {busy ? busyLabel : confirmLabel}
            </Button>
          </DialogFooter>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
