/** A region or province/city select's options: the "choose" prompt first, then the names. */
export function AreaOptions({ prompt, names }: { prompt: string; names: readonly string[] | undefined }) {
  return (
    <>
      <option value="">{prompt}</option>
      {(names ?? []).map((name) => (
        <option key={name} value={name}>
          {name}
        </option>
      ))}
    </>
  );
}
