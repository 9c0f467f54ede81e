import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Plus } from "~/components/ui/icons";

/** The way to an admin list's new-row form (?new=1). */
export function NewRowLink({ label }: { label: string }) {
  return (
    <Button asChild>
      <Link to="?new=1">
        <Plus aria-hidden="true" />
        {label}
      </Link>
    </Button>
  );
}
