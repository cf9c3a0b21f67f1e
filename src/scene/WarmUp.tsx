import { useThree } from '@react-three/fiber';
import { useEffect } from 'react';
import { texturesOf, withAllShown } from './warmUp';

/**
 * Compiles every shader of the scene, uploads its textures and draws each family once when the scene is
 * built, hidden families included, so no click pays for a first-use compile or upload (issue 28: on software WebGL a compile is
 * tens of milliseconds). Place it after the scene's other children: their layout effects have filled the
 * instance buffers by the time this effect runs. Draws nothing and asks for no frame.
 */
export function WarmUp() {
  const gl = useThree((s) => s.gl);
  const scene = useThree((s) => s.scene);
  const camera = useThree((s) => s.camera);
  useEffect(() => {
    withAllShown(scene, () => {
      gl.compile(scene, camera);
    });
    // A program's first use checks its link and reads its uniforms, a round trip to the GPU process that
    // waits for the link: done here, the first frame that draws a hidden family does not wait for it.
    for (const program of gl.info.programs ?? []) {
      program.getUniforms();
      program.getAttributes();
    }
    for (const texture of texturesOf(scene)) gl.initTexture(texture);
    // Software WebGL also builds its own pipeline code the first time a kind of draw is made: one frame is
    // drawn with every family shown (the scenes keep a placeholder out of sight in an empty one), then the
    // real frame over it in the same task, so only the real one is ever shown.
    withAllShown(scene, () => {
      gl.render(scene, camera);
    });
    gl.render(scene, camera);
  }, [gl, scene, camera]);
  return null;
}
