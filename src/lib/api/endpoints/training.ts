import { request } from '../request';
import { trainingListSchema, type TrainingRow } from '../schemas/training';

interface TrainingQuery {
  /** The employee's `id`. */
  employeeId: string;
  /** true lists passed and expired appointments too. */
  getAll: boolean;
}

const query = ({ employeeId, getAll }: TrainingQuery) => ({
  employee_id: employeeId,
  get_all: getAll ? 1 : 0,
});

/** The employee's additional-training appointments. */
export const getExtraEducations = (params: TrainingQuery): Promise<TrainingRow[]> =>
  request({
    method: 'GET',
    path: 'extra-educations',
    query: query(params),
    schema: trainingListSchema,
  });

/** The employee's targeted-training appointments. */
export const getTargetedTraining = (params: TrainingQuery): Promise<TrainingRow[]> =>
  request({
    method: 'GET',
    path: 'targeted-training',
    query: query(params),
    schema: trainingListSchema,
  });
