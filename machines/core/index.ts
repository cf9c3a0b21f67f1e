export * from './diceRequest';
export * from './meta';
export * from './validateAnswer';
export * from './roll';
export * from './tree';
export * from './states';
export * from './chart';
