import { BUILTIN_QUESTIONNAIRE } from '../../modules/radar/questionnaire.ts';
import type { FormsProvider } from './forms-provider.ts';

export const builtinFormsProvider: FormsProvider = {
  kind: 'builtin',
  questionnaire: () => BUILTIN_QUESTIONNAIRE,
};
