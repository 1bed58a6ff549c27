import { describe, expect, it } from 'vitest';

import type { StepName } from '@/lib/api/schemas/flows';

import { isStepAvailable, type Devices } from './step-availability';

const all: StepName[] = [
  'breathalyze',
  'frontCamera',
  'question',
  'overviewCamera',
  'extra_education_question',
  'document',
  'video',
  'signature',
];
const allDevices: Devices = { breathalyzer: true, frontCamera: true, overviewCamera: true };
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
      runs('electron', { breathalyzer: false, frontCamera: true, overviewCamera: false }),
    ).not.toContain('breathalyze');
    expect(
      runs('electron', { breathalyzer: false, frontCamera: true, overviewCamera: false }),
    ).not.toContain('overviewCamera');
    expect(
      runs('electron', { breathalyzer: true, frontCamera: false, overviewCamera: true }),
    ).not.toContain('frontCamera');
  });
});
