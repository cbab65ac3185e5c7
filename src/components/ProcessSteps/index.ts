export { ProcessSteps, type ProcessStepsProps } from './ProcessSteps';
