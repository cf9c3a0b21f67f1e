import { createContext, useContext, useMemo } from 'react';
import { FULL_PROFILE, chooseRenderProfile, type RenderProfile } from './renderProfile';
import { useTableDetail, webglRendererName } from './tableDetail';

/**
 * The render profile of the table a scene component is drawn on (TableCanvas provides it; r3f carries it
 * into the canvas). Outside any table: the full profile.
 */
export const RenderProfileContext = createContext<RenderProfile>(FULL_PROFILE);

/** The profile a scene component draws with: read it to pick segments, materials, shadows. */
export function useRenderProfile(): RenderProfile {
  return useContext(RenderProfileContext);
}

/** The profile the player's setting and this browser's renderer choose; changes with the setting. */
export function useChosenRenderProfile(): RenderProfile {
  const detail = useTableDetail();
  return useMemo(() => chooseRenderProfile(detail, webglRendererName()), [detail]);
}
