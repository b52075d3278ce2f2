/** A choice among names (an API, an operation, a command), as every form of the console offers one. */
export function Choice(props: { label: string; value: string; options: readonly string[]; choose(value: string): void; none?: string }) {
  return (
    <select aria-label={props.label} value={props.value} onChange={(event) => props.choose(event.currentTarget.value)}>
      {props.none !== undefined && <option value="">{props.none}</option>}
      {props.options.map((option) => (
        <option value={option}>{option}</option>
      ))}
    </select>
  );
}
