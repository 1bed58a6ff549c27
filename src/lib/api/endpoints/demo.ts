import { request } from '../request';
import { demoModuleListSchema, demoQuestionSchema, type DemoModule } from '../schemas/demo';
import type { QuestionWithAnswers } from '../schemas/questions';

/** The demo modules and their tasks (no login needed). */
export const getDemoModules = (): Promise<DemoModule[]> =>
  request({ method: 'GET', path: 'demo', schema: demoModuleListSchema });

/** One demo question with its answers. */
export const getDemoQuestion = (id: string): Promise<QuestionWithAnswers> =>
  request({
    method: 'GET',
    path: `questions/${encodeURIComponent(id)}`,
    schema: demoQuestionSchema,
  });
