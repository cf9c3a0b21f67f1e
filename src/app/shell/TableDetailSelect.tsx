import {
  chooseRenderProfile,
  parseTableDetail,
  TABLE_DETAILS,
  type TableDetail,
} from '../../scene/renderProfile';
import { saveTableDetail, useTableDetail, webglRendererName } from '../../scene/tableDetail';

// Short words: the select sits in the toolbar beside the screen's title, and a native select is as wide as its
// longest option (issue 28: "Automatic (light)" once cut long Fringe and salvage titles short).
const NAMES: Readonly<Record<TableDetail, string>> = {
  auto: 'Auto',
  full: 'Full',
  light: 'Light',
};

/**
 * The "Table detail" setting of every table screen (issue 28, speed as felt): automatic draws the table light
 * where this browser draws 3D without a graphics card (each frame then costs tens of milliseconds of
 * processor time) and in full detail elsewhere; full and light force either. Kept for the next visit.
 */
export function TableDetailSelect() {
  const detail = useTableDetail();
  const chosen = chooseRenderProfile('auto', webglRendererName()).kind;
  return (
    <label
      className="table-detail"
      title={`Light draws the table with fewer pixels and simpler shading, quicker where the browser draws 3D without a graphics card; Auto picks light there and full elsewhere (here: ${NAMES[chosen].toLowerCase()})`}
    >
      Table detail{' '}
      <select
        value={detail}
        data-testid="table-detail"
        onChange={(e) => {
          saveTableDetail(parseTableDetail(e.target.value));
        }}
      >
        {TABLE_DETAILS.map((d) => (
          <option key={d} value={d}>
            {NAMES[d]}
          </option>
        ))}
      </select>
    </label>
  );
}
