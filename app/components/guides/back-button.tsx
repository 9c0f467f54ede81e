import { ArrowLeft } from "~/components/ui/icons";
import type * as React from "react";
import { Link, useNavigate } from "react-router";
import { Button } from "~/components/ui/button";

/**
 * Goes back to the previous page of this site when there is one, else to `fallback`. Without
 * JavaScript it is a link to `fallback`.
 */
export function BackButton({
  fallback,
  children = "Back",
  variant = "ghost",
}: {
  fallback: string;
  children?: React.ReactNode;
  variant?: "ghost" | "outline" | "default";
}) {
  const navigate = useNavigate();
  return (
    <Button asChild variant={variant} className={variant === "ghost" ? "-ml-3" : undefined}>
      <Link
        to={fallback}
        onClick={(event) => {
          // history.state.idx is React Router's position in this tab's history: > 0 means we came from a page of ours.
          const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
          if (idx > 0) {
            event.preventDefault();
            void navigate(-1);
          }
        }}
      >
        <ArrowLeft aria-hidden="true" />
        {children}
      </Link>
    </Button>
  );
}
