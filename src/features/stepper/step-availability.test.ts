import { describe, expect, it } from 'vitest';

import { STEP_NAMES, type StepName } from '@/lib/api/schemas/step-names';

import { decideStep, isStepAvailable } from './step-availability';
import type { Devices } from './use-devices';

const all: StepName[] = [...STEP_NAMES];
const allDevices: Devices = {
  breathalyzer: 'ready',
  frontCamera: 'ready',
  overviewCamera: 'ready',
};
const runs = (platform: 'browser' | 'electron' | 'cordova', devices = allDevices) =>
  all.filter((name) => isStepAvailable(name, platform, devices));

describe('step availability', () => {
  it('web: question, document, video, signature', () => {
    expect(runs('browser')).toEqual([
      'question',
      'extra_education_question',
      'document',
      'video',
      'signature',
    ]);
  });

  it('desktop shell: also the breathalyzer and both cameras', () => {
    expect(runs('electron')).toEqual(all);
  });

  it('mobile wrapper: question, front camera, document, video, signature', () => {
    expect(runs('cordova')).toEqual([
      'frontCamera',
      'question',
      'extra_education_question',
      'document',
      'video',
      'signature',
    ]);
  });

  it('device steps also need their setting on and the device detected', () => {
    expect(
      runs('electron', { breathalyzer: 'off', frontCamera: 'ready', overviewCamera: 'missing' }),
    ).not.toContain('breathalyze');
    expect(
      runs('electron', { breathalyzer: 'off', frontCamera: 'ready', overviewCamera: 'missing' }),
    ).not.toContain('overviewCamera');
    expect(
      runs('electron', { breathalyzer: 'ready', frontCamera: 'missing', overviewCamera: 'ready' }),
    ).not.toContain('frontCamera');
  });

  it('a device switched off leaves its step out quietly; one switched on but missing is fatal unless skippable', () => {
    const devices: Devices = {
      breathalyzer: 'off',
      frontCamera: 'missing',
      overviewCamera: 'missing',
    };
    expect(decideStep({ name: 'breathalyze', can_skip: false }, 'electron', devices)).toEqual({
      run: false,
      reason: 'deviceOff',
      fatal: null,
    });
    expect(decideStep({ name: 'frontCamera', can_skip: false }, 'electron', devices)).toEqual({
      run: false,
      reason: 'deviceMissing',
      fatal: 'CAMERA_FAIL',
    });
    expect(decideStep({ name: 'overviewCamera', can_skip: true }, 'electron', devices)).toEqual({
      run: false,
      reason: 'deviceMissing',
      fatal: null,
    });
    const noBreathalyzer: Devices = { ...allDevices, breathalyzer: 'missing' };
    expect(
      decideStep({ name: 'breathalyze', can_skip: false }, 'electron', noBreathalyzer),
    ).toEqual({ run: false, reason: 'deviceMissing', fatal: 'ALCO_FAIL' });
  });

  it('a platform that never runs a kind leaves it out without an error', () => {
    expect(decideStep({ name: 'breathalyze', can_skip: false }, 'browser', allDevices)).toEqual({
      run: false,
      reason: 'platform',
      fatal: null,
    });
  });
});
