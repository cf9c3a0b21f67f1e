import { MAP_LEGEND } from '../../content/tilemap/legend';

/**
 * What the letters drawn on the tile map mean (Space Kraken §13, Map elements): each element code with its
 * meaning, from the content legend. A number after a code is its level or grade ("E1", "T2"), "?" a random
 * one. Folded by default so it does not push the team's panel away.
 */
export function MapLegend() {
  return (
    <details className="panel map-legend" data-testid="crawl-map-legend">
      <summary>Map legend</summary>
      <p className="muted">A number after a letter is its level or grade (E1, T2); "?" is rolled once.</p>
      <dl>
        {MAP_LEGEND.map((entry) => (
          <div key={entry.code} data-testid={`legend-${entry.type}`}>
            <dt>
              <code>{entry.code}</code>
            </dt>
            <dd>{entry.meaning}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
