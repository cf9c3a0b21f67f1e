import { nearestRoutes } from '../routes';

/** An address that names no screen: said so plainly, with the screens it most likely meant. */
export function UnknownScreen({ path }: { readonly path: string }) {
  const nearest = nearestRoutes(path);
  return (
    <div className="screen" data-testid="unknown-route">
      <div className="column main-column">
        <h1>No page here</h1>
        <p className="lede">
          Nothing in the app lives at <code>#/{path.slice(0, 60)}</code>. The address may be mistyped, or from
          an older bookmark.
        </p>
        {nearest.length > 0 && (
          <p>
            Did you mean{' '}
            {nearest.map((r, i) => (
              <span key={r.href}>
                {i > 0 && ' or '}
                <a href={r.href}>{r.name}</a>
              </span>
            ))}
            ?
          </p>
        )}
        <p>
          <a href="#/">Go to the home page</a>: every game and tool is one click from there.
        </p>
      </div>
    </div>
  );
}
