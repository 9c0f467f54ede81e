import { useNavigation } from "react-router";
import { Button, type ButtonProps } from "~/components/ui/button";
import { Spinner } from "~/components/ui/spinner";

/**
 * A submit button that names its busy state ("Signing in..."), shown while this form's intent
 * is being submitted.
 */
export function SubmitButton({
  intent,
  label,
  busyLabel,
  ...props
}: ButtonProps & { intent: string; label: string; busyLabel: string }) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
  return (
    <Button type="submit" name="intent" value={intent} disabled={busy} aria-busy={busy} {...props}>
      {busy ? <Spinner className="size-4" /> : null}
      {busy ? busyLabel : label}
    </Button>
  );
}
