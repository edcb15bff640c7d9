/** What a site component the compatibility layer cannot run shows instead: the one line that says why. */
export function unsupportedComponent(reason: string) {
  return function UnsupportedComponent() {
    return (
      <div className="admonition admonition-warning" role="note">
        <p className="admonition-title">This component is not available on this site</p>
        <div className="admonition-body">
          <p>
            <code>{reason}</code>
          </p>
        </div>
      </div>
    );
  };
}
