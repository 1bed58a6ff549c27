import { request } from '../request';
import { riskReviewedRequest, writeOptions } from '../write-requests';
import { ack } from '../schemas/common';
import { riskReportSchema, type RiskReport } from '../schemas/risks';

/** The risk report and analytics of an employee for the month of `date` (YYYY-MM-DD). */
export const getRiskReport = (employeeUuid: string, date: string): Promise<RiskReport> =>
  request({
    method: 'GET',
    path: `risks/${encodeURIComponent(employeeUuid)}`,
    query: { data: date },
    schema: riskReportSchema,
  });

/** Marks the employee's risk report as reviewed (JSON body). */
export async function setViewRisks(employeeUuid: string) {
  await request({ ...writeOptions(riskReviewedRequest(employeeUuid)), schema: ack });
}
