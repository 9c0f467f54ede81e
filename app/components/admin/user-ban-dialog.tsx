import { getFormProps, getSelectProps, getTextareaProps } from "@conform-to/react";
import { useZodForm } from "~/lib/conform-zod";
import { Ban } from "~/components/ui/icons";
import * as React from "react";
import { Form, useNavigation } from "react-router";
import { BAN_DURATIONS, BAN_REASON_MAX, banUserSchema } from "#domain/admin/user-actions";
import { FormField } from "~/components/form-field";
import { Button } from "~/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "~/components/ui/dialog";
import { NativeSelect } from "~/components/ui/native-select";
import { Spinner } from "~/components/ui/spinner";
import { Textarea } from "~/components/ui/textarea";

/**
 * Bans a user: an optional reason (kept for admins; the user is not shown it) and how long the
 * ban lasts. Their open sessions end with the ban.
 */
export function UserBanDialog({ user }: { user: { id: string; label: string } }) {
  const [open, setOpen] = React.useState(false);
  const navigation = useNavigation();
  const busy =
    navigation.state !== "idle" && navigation.formData?.get("intent") === "ban" && navigation.formData.get("userId") === user.id;
  const wasBusy = React.useRef(false);
  React.useEffect(() => {
    if (wasBusy.current && !busy) setOpen(false);
    wasBusy.current = busy;
  }, [busy]);

  const [form, fields] = useZodForm(banUserSchema, {
    id: `ban-${user.id}`,
    constraint: true,
    defaultValue: { duration: "permanent" },
  });

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <Ban aria-hidden="true" />
          Ban<span className="sr-only"> {user.label}</span>
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Ban {user.label}?</DialogTitle>
          <DialogDescription>
            They are signed out everywhere at once and can't sign in until the ban ends or you lift it.
          </DialogDescription>
        </DialogHeader>
        <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4">
          <input type="hidden" name="intent" value="ban" />
          <input type="hidden" name="userId" value={user.id} />
          <FormField id={fields.duration.id} label="Ban lasts" errors={fields.duration.errors}>
            <NativeSelect {...getSelectProps(fields.duration)}>
              {BAN_DURATIONS.map((d) => (
                <option key={d.value} value={d.value}>
                  {d.label}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField
            id={fields.reason.id}
            label="Reason (optional)"
            errors={fields.reason.errors}
            hint={`For other admins; the user isn't shown it. Up to ${BAN_REASON_MAX} characters.`}
          >
            <Textarea {...getTextareaProps(fields.reason)} rows={3} />
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" disabled={busy} aria-busy={busy}>
              {busy ? <Spinner className="size-4" /> : null}
              {busy ? "Banning..." : "Ban user"}
            </Button>
          </DialogFooter>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
