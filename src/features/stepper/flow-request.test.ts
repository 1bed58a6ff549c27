import flowsFile from '@mocks/flows/ab52784b-b3ab-467d-bdf5-682f28378308.json';
import { describe, expect, it } from 'vitest';

import { flowsSchema } from '@/lib/api/schemas/flows';

import { questionCounts, resolveFlowId, runEducations } from './flow-request';
import type { Devices } from './use-devices';

const flows = flowsSchema.parse(flowsFile.data);
const noDevices: Devices = { breathalyzer: 'off', frontCamera: 'off', overviewCamera: 'off' };
const allDevices: Devices = {
  breathalyzer: 'ready',
  frontCamera: 'ready',
  overviewCamera: 'ready',
};

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
    const web = runEducations(flows, 'browser', noDevices).educations;
    expect(web).toHaveLength(2);
    expect(web[0]?.steps.map((step) => step.name)).not.toContain('breathalyze');
    expect(web[1]?.steps.map((step) => step.name)).toEqual(['question', 'question', 'question']);
    const desktop = runEducations(flows, 'electron', allDevices).educations;
    expect(desktop[0]?.steps[0]?.name).toBe('breathalyze');
    expect(desktop[0]?.steps.length).toBe(flows[0]?.steps.length);
  });

  it('adds a Results step to extra-education flows with questions, and drops educations left empty', () => {
    const extra = { ...flows[1]!, type: 'extra_education_flow' };
    const [education] = runEducations([extra], 'browser', noDevices).educations;
    expect(education?.steps.at(-1)).toMatchObject({ name: 'results' });
    const onlyDevices = {
      ...flows[0]!,
      steps: flows[0]!.steps.filter((step) => step.name === 'breathalyze'),
    };
    expect(runEducations([onlyDevices], 'browser', noDevices).educations).toEqual([]);
  });

  it('names every step it leaves out with the reason; a missing required device is fatal', () => {
    const web = runEducations(flows, 'browser', allDevices).dropped;
    expect(web.length).toBeGreaterThan(0);
    expect(web.every((entry) => entry.reason === 'platform' && entry.fatal === null)).toBe(true);
    const missing: Devices = { ...allDevices, breathalyzer: 'missing' };
    const desktop = runEducations(flows, 'electron', missing).dropped;
    expect(desktop.map((entry) => [entry.step.name, entry.reason, entry.fatal])).toEqual([
      ['breathalyze', 'deviceMissing', 'ALCO_FAIL'],
    ]);
  });

  it('counts questions per education, a chain by its child questions', () => {
    const counts = questionCounts(runEducations(flows, 'browser', noDevices).educations);
    expect(counts.perEducation.map((entry) => entry.count)).toEqual([7, 3]);
    expect(counts.total).toBe(10);
  });
});
