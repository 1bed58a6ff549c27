import flowsFile from '@mocks/flows/ab52784b-b3ab-467d-bdf5-682f28378308.json';
import { describe, expect, it } from 'vitest';

import { flowsSchema } from '@/lib/api/schemas/flows';

import { questionCounts, resolveFlowId, runEducations } from './flow-request';

const flows = flowsSchema.parse(flowsFile.data);
const noDevices = { breathalyzer: false, frontCamera: false, overviewCamera: false };
const allDevices = { breathalyzer: true, frontCamera: true, overviewCamera: true };

describe('flow request', () => {
  it('loads the given flow, else the personal simple-check flow, else the pre-shift flow', () => {
    const settings = { pre_shift_flow_uuid: 'pre' };
    expect(
      resolveFlowId({ flowId: 'given' }, { personal_simple_check_flow_uuid: 'own' }, settings),
    ).toBe('given');
    expect(resolveFlowId({}, { personal_simple_check_flow_uuid: 'own' }, settings)).toBe('own');
    expect(
      resolveFlowId({ flowId: null }, { personal_simple_check_flow_uuid: null }, settings),
    ).toBe('pre');
    expect(
      resolveFlowId({}, { personal_simple_check_flow_uuid: null }, { pre_shift_flow_uuid: null }),
    ).toBeNull();
  });

  it('keeps only the steps the platform and devices allow; the keyed-object education reads in key order', () => {
    const web = runEducations(flows, 'browser', noDevices);
    expect(web).toHaveLength(2);
    expect(web[0]?.steps.map((step) => step.name)).not.toContain('breathalyze');
    expect(web[1]?.steps.map((step) => step.name)).toEqual(['question', 'question', 'question']);
    const desktop = runEducations(flows, 'electron', allDevices);
    expect(desktop[0]?.steps[0]?.name).toBe('breathalyze');
    expect(desktop[0]?.steps.length).toBe(flows[0]?.steps.length);
  });

  it('adds a Results step to extra-education flows with questions, and drops educations left empty', () => {
    const extra = { ...flows[1]!, type: 'extra_education_flow' };
    const [education] = runEducations([extra], 'browser', noDevices);
    expect(education?.steps.at(-1)).toMatchObject({ name: 'results' });
    const onlyDevices = {
      ...flows[0]!,
      steps: flows[0]!.steps.filter((step) => step.name === 'breathalyze'),
    };
    expect(runEducations([onlyDevices], 'browser', noDevices)).toEqual([]);
  });

  it('counts questions per education, a chain by its child questions', () => {
    const counts = questionCounts(runEducations(flows, 'browser', noDevices));
    expect(counts.perEducation.map((entry) => entry.count)).toEqual([7, 3]);
    expect(counts.total).toBe(10);
  });
});
