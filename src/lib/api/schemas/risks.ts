import * as z from 'zod/mini';

import { date, optList, optNum, text } from './common';

/** One month of the risk chart; `risck` is the server's spelling. */
const riskPointSchema = z.object({
  date_start: date,
  risck: optNum,
  comment: text,
  averageCompetence: optNum,
});

/** The personal risk report and analytics (spec 1 §3 Risk report); no points means no statistics. */
export const riskReportSchema = z.object({
  employee: text,
  unit: text,
  start_dt: date,
  end_dt: date,
  total_risk: optNum,
  target_level: optNum,
  last_risk: optNum,
  risks: optList(riskPointSchema),
});
export type RiskReport = z.output<typeof riskReportSchema>;
