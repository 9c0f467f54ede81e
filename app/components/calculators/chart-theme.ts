// Shared looks of the calculator charts: the design tokens of app.css, so light and dark
// themes both work without JavaScript reading the theme.
import type * as React from "react";

export const CHART_COLORS = {
  primary: "var(--color-primary)",
  /** A second series, distinct from the accent in hue and lightness. */
  secondary: "oklch(0.66 0.12 190)",
  grid: "var(--color-border)",
  muted: "var(--color-muted-foreground)",
} as const;

export const AXIS_TICK = { fill: "var(--color-muted-foreground)", fontSize: 12 } as const;

export const CHART_MARGIN = { top: 8, right: 12, bottom: 0, left: 0 } as const;

export const TOOLTIP_CONTENT_STYLE: React.CSSProperties = {
  background: "var(--color-popover)",
  border: "1px solid var(--color-border)",
  borderRadius: "0.5rem",
  color: "var(--color-popover-foreground)",
  fontSize: 12,
  boxShadow: "0 4px 12px rgb(0 0 0 / 0.08)",
};

export const TOOLTIP_LABEL_STYLE: React.CSSProperties = { color: "var(--color-muted-foreground)", marginBottom: 4 };
