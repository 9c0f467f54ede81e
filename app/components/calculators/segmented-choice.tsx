import { cn } from "~/lib/cn";

/**
 * A small set of options as a segmented control: native radio buttons in a fieldset, so it
 * submits with the GET form before JavaScript and arrow keys move between options.
 */
export function SegmentedChoice<T extends string>({
  name,
  legend,
  value,
  options,
  onValueChange,
  className,
}: {
  name: string;
  legend: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onValueChange: (value: T) => void;
  className?: string;
}) {
  return (
    <fieldset className={cn("flex flex-col gap-1.5", className)}>
      <legend className="mb-1.5 text-sm leading-tight font-medium">{legend}</legend>
      <div className="grid auto-cols-fr grid-flow-col gap-1 rounded-lg bg-muted p-1">
        {options.map((option) => (
          <label
            key={option.value}
            className="relative flex h-8 cursor-pointer items-center justify-center rounded-md px-3 text-sm font-medium text-muted-foreground transition-colors select-none hover:text-foreground has-checked:bg-background has-checked:text-foreground has-checked:shadow-sm has-focus-visible:ring-2 has-focus-visible:ring-ring"
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onValueChange(option.value)}
              // Transparent over the whole segment: the radio itself takes the click and the focus.
              className="absolute inset-0 m-0 cursor-pointer appearance-none rounded-md opacity-0"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
