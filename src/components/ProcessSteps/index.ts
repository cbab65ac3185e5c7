export { type ProcessStep, ProcessSteps, type ProcessStepsProps } from './ProcessSteps';
