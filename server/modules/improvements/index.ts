// The improvement history (issue 8): versions of an organisation's assistant instructions.
export { improvementRoutes, type ImprovementRoutesOptions } from './routes';
export { activeInstructions, improvementSummary } from './service';
