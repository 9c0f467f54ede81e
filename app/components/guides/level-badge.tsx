import { Badge } from "~/components/ui/badge";

type LevelValue = "low" | "medium" | "high" | "beginner" | "intermediate" | "advanced";

// Text carries the meaning; the tint only helps scanning (PRODUCT.md: never colour alone).
const TINT: Record<LevelValue, "secondary" | "accent" | "warning"> = {
  low: "secondary",
  beginner: "secondary",
  medium: "accent",
  intermediate: "accent",
  high: "warning",
  advanced: "warning",
};

export function levelLabel(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}

/** "Competition: High" as a compact badge. */
export function LevelBadge({ label, value }: { label: string; value: LevelValue }) {
  return (
    <Badge variant={TINT[value]} className="font-normal">
      <span className="text-muted-foreground">{label}:</span>
      <span className="font-medium">{levelLabel(value)}</span>
    </Badge>
  );
}
