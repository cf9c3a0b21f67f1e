// The pack loader and registry, split out so they load in the same lazy chunk as the bundled content.
export { formatPackError } from '../content/errors';
export { loadPack } from '../content/loadPack';
export { PackRegistry } from '../content/registry';
