export * from './case';
export * from './handlers';
export * from './runner';
export { checkScoreCase } from './score-case';
