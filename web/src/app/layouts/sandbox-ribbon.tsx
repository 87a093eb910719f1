/** SPEC §0.7: every page says it is a sandbox. The text is fixed, whatever the brand. */
export function SandboxRibbon() {
  return (
    <div className="sandbox-ribbon" role="note" data-testid="sandbox-ribbon">
      Sandbox bank — demo data, no real money
    </div>
  );
}
