import { describe, expect, it } from 'vitest';

import { courseSchema } from '@/lib/api/schemas/courses';

import { activeTopic, afterTopic, progressTone, trainingActionKey } from './course-rules';

const topic = (uuid: string, complete: boolean, spent = 0) => ({
  uuid,
  title: uuid,
  passage_time: 10,
  flow: `flow-${uuid}`,
  result: { spent_time: spent, complete },
});
const lesson = (uuid: string, topics: ReturnType<typeof topic>[], complete = false) => ({
  uuid,
  title: uuid,
  passage_time: 20,
  topics,
  result: {
    count_complete_topics: topics.filter((entry) => entry.result.complete).length,
    spent_time: 0,
    complete,
  },
});
const course = (lessons: ReturnType<typeof lesson>[], competence: unknown = 75) =>
  courseSchema.parse({
    uuid: 'c',
    title: 'Course',
    appoint: { uuid: 'a' },
    lessons,
    result: { progress: '40', total_spent_time: 1200, competence },
  });

describe('course rules', () => {
  it('colours progress 0 red, 100 green, anything else amber', () => {
    expect(progressTone(0)).toBe('danger');
    expect(progressTone(100)).toBe('success');
    expect(progressTone(1)).toBe('warning');
    expect(progressTone(99)).toBe('warning');
  });

  it('reads Start training at 0, otherwise Continue training', () => {
    expect(trainingActionKey(0)).toBe('actions.startTraining');
    expect(trainingActionKey(40)).toBe('actions.continueTraining');
  });

  it('runs the first incomplete topic of the first incomplete lesson', () => {
    const data = course([
      lesson('L1', [topic('t1', true), topic('t2', true)], true),
      lesson('L2', [topic('t3', true), topic('t4', false), topic('t5', false)]),
      lesson('L3', [topic('t6', false)]),
    ]);
    expect(activeTopic(data)?.topic.uuid).toBe('t4');
    expect(activeTopic(data)?.lesson.uuid).toBe('L2');
  });

  it('skips a complete lesson even when one of its topics is not flagged complete', () => {
    const data = course([
      lesson('L1', [topic('t1', false)], true),
      lesson('L2', [topic('t2', false)]),
    ]);
    expect(activeTopic(data)?.topic.uuid).toBe('t2');
  });

  it('passes over a lesson whose topics are all done before the server marks it complete', () => {
    const data = course([
      lesson('L1', [topic('t1', true)]),
      lesson('L2', [topic('t2', true), topic('t3', false)]),
    ]);
    expect(activeTopic(data)?.topic.uuid).toBe('t3');
  });

  it('after a topic: end of lesson while the active lesson has an incomplete topic', () => {
    const data = course([lesson('L1', [topic('t1', true, 540), topic('t2', false)])]);
    expect(afterTopic(data, 't1')).toEqual({
      kind: 'endOfLesson',
      spentSeconds: 540,
      correctPercent: 75,
    });
  });

  it('after a topic: end of theme when the active lesson has no incomplete topic left', () => {
    const data = course([lesson('L1', [topic('t1', true), topic('t2', true)])]);
    expect(afterTopic(data, 't2')).toMatchObject({ kind: 'endOfTheme', completed: 2, total: 2 });
  });

  it('after a topic: end of course when every lesson is complete', () => {
    const data = course([lesson('L1', [topic('t1', true)], true)]);
    expect(afterTopic(data, 't1')).toEqual({ kind: 'endOfCourse' });
  });

  it('counts a missing competence as 0 % and an unknown topic by the course time', () => {
    const data = course([lesson('L1', [topic('t1', false)])], null);
    expect(afterTopic(data, 'gone')).toEqual({
      kind: 'endOfLesson',
      spentSeconds: 1200,
      correctPercent: 0,
    });
  });
});
