/** Every page says it is a sandbox, in the page's banner. The text is fixed, whatever the brand. */
export function SandboxRibbon() {
  return (
    <p className="sandbox-ribbon mb-0" data-testid="sandbox-ribbon">
      Sandbox bank — demo data, no real money
    </p>
  );
}
