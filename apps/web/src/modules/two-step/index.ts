export { TwoStepPrompt } from './components/TwoStepPrompt';
export { TwoStepSettings } from './components/TwoStepSettings';
