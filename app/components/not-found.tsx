import { House } from "~/components/ui/icons";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";

/** Spec §2: "'*' shows a 404 page 'Oops! Page not found' with a Return to Home link." */
export function NotFound() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center sm:py-32">
      <p className="text-7xl font-bold tracking-tight text-primary tabular-nums sm:text-8xl" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-2xl font-semibold tracking-tight sm:text-3xl">Oops! Page not found</h1>
      <p className="mt-3 text-muted-foreground">The page you are looking for does not exist or has moved.</p>
      <Button asChild size="lg" className="mt-8">
        <Link to="/">
          <House aria-hidden="true" />
          Return to Home
        </Link>
      </Button>
    </section>
  );
}
