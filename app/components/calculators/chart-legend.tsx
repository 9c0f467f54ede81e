/** A legend drawn in HTML (wraps on phones, readable in both themes). Decorative: the table carries the data. */
export function ChartLegend({ items }: { items: readonly { label: string; color: string; dashed?: boolean }[] }) {
  return (
    <ul aria-hidden="true" className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
      {items.map((item) => (
        <li key={item.label} className="inline-flex items-center gap-1.5">
          <span
            className="inline-block h-0.5 w-4 rounded-full"
            style={item.dashed ? { borderTop: `2px dashed ${item.color}`, height: 0 } : { background: item.color }}
          />
          {item.label}
        </li>
      ))}
    </ul>
  );
}
