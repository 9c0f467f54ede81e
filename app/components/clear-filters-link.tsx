import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { X } from "~/components/ui/icons";

/** "Clear" beside a list's filters: a link to the list without them (works before hydration). */
export function ClearFiltersLink({ to, size, label = "Clear" }: { to: string; size?: "sm"; label?: string }) {
  return (
    <Button asChild variant="ghost" size={size}>
      <Link to={to}>
        <X aria-hidden="true" />
        {label}
      </Link>
    </Button>
  );
}
