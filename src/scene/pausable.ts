/** Camera controls a press can hold still (drei's OrbitControls, made default, has `enabled`). */
export interface Pausable {
  enabled: boolean;
}

/** Whether the scene's default controls can be paused. */
export function isPausable(controls: unknown): controls is Pausable {
  return (
    typeof controls === 'object' &&
    controls !== null &&
    'enabled' in controls &&
    typeof controls.enabled === 'boolean'
  );
}
