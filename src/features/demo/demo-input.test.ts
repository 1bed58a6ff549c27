import { describe, expect, it } from 'vitest';

import { addressRest, readAddress } from './demo-address';
import { demoNoticeFromJson } from './demo-notice-input';
import { demoQuestionFromJson } from './demo-question-input';

const defaults = {
  questionText: 'Default question',
  answerText: (number: number) => `Option ${number}`,
};
const noticeDefaults = { title: 'Default title', description: 'Default description' };

describe('readAddress', () => {
  it('tells an id, a JSON (raw or percent-encoded), nothing and unreadable text apart', () => {
    expect(readAddress('9001')).toEqual({ kind: 'id', id: '9001' });
    expect(readAddress('')).toEqual({ kind: 'empty' });
    expect(readAddress('{"a":1}')).toMatchObject({ kind: 'json', value: { a: 1 } });
    expect(readAddress(encodeURIComponent('{"a":"x y"}'))).toMatchObject({
      kind: 'json',
      value: { a: 'x y' },
    });
    expect(readAddress('{"a":')).toEqual({ kind: 'invalid', echo: '{"a":' });
    expect(readAddress('%E0%A4%A')).toMatchObject({ kind: 'invalid' });
    expect(readAddress('"just a string"')).toMatchObject({ kind: 'invalid' });
  });

  it('refuses an address longer than a browser can hold, unread', () => {
    const huge = `{"a":"${'x'.repeat(2_000_001)}"}`;
    const value = readAddress(huge);
    expect(value.kind).toBe('invalid');
    expect(value.kind === 'invalid' && value.echo.length).toBe(200);
  });

  it("puts back a JSON's '?' and '#' that the router took for the route's query and hash", () => {
    const location = { pathname: '/demo-question/{"file":"a.jpg', search: '?v=1', hash: '#x"}' };
    expect(addressRest(location, '/demo-question')).toBe('{"file":"a.jpg?v=1#x"}');
    expect(
      addressRest({ pathname: '/demo-question', search: '', hash: '' }, '/demo-question'),
    ).toBe('');
  });
});

describe('demoQuestionFromJson', () => {
  it('fills in the missing texts, ids and answers', () => {
    const built = demoQuestionFromJson({ question: { file: 'media/photo.jpg' } }, defaults);
    expect(built?.question).toMatchObject({ id: 'demo', type: 'photo', text: 'Default question' });
    expect(built?.answers.map((answer) => [answer.text, answer.is_right])).toEqual([
      ['Option 1', true],
      ['Option 2', false],
    ]);
  });

  it('accepts the server shape wrapped in data, and a bare question with its answers', () => {
    const wrapped = demoQuestionFromJson(
      {
        data: { question: { text: 'Q', type: 'video', file: 'v.webm' }, answers: [{ text: 'A' }] },
      },
      defaults,
    );
    expect(wrapped?.question.type).toBe('video');
    expect(wrapped?.answers[0]).toMatchObject({ id: 'answer-1', text: 'A', is_right: false });
    const bare = demoQuestionFromJson({ text: 'Q', file: 'clip.mp4', answers: [{}] }, defaults);
    expect(bare?.question.type).toBe('video');
    expect(bare?.answers[0]?.text).toBe('Option 1');
  });

  it('builds a combine-video chain with defaults in its child questions', () => {
    const built = demoQuestionFromJson(
      {
        question: {
          prolog: { file: 'p.webm', text: 'Before' },
          child_questions: [{ question: { file: 'a.jpg' } }, { question: { file: 'b.jpg' } }],
        },
      },
      defaults,
    );
    expect(built?.question.type).toBe('combine-video');
    const chain = built?.question.type === 'combine-video' ? built.question : null;
    expect(chain?.child_questions.map((child) => child.question.text)).toEqual([
      'Default question',
      'Default question',
    ]);
    expect(chain?.prolog).toEqual({ file: 'p.webm', text: 'Before' });
  });

  it('keeps hostile text as text and drops media URLs that would not load over http', () => {
    const built = demoQuestionFromJson(
      {
        question: {
          type: 'collage',
          text: '<script>alert(1)</script>',
          file: 'javascript:alert(1)',
        },
        answers: [{ text: '<img src=x onerror=alert(1)>', file: 'data:text/html,<b>x</b>' }],
      },
      defaults,
    );
    expect(built?.question.text).toBe('<script>alert(1)</script>');
    expect(built?.question.file).toBeNull();
    expect(built?.answers[0]?.file).toBeNull();
    // A photo needs its photo: without a safe one it cannot be shown.
    expect(demoQuestionFromJson({ question: { file: 'javascript:alert(1)' } }, defaults)).toBe(
      null,
    );
  });

  it('refuses wrong types and deep nesting without throwing', () => {
    expect(demoQuestionFromJson({ question: 'text' }, defaults)).toBeNull();
    expect(demoQuestionFromJson({ question: { type: 'exe', file: 'a.jpg' } }, defaults)).toBeNull();
    expect(demoQuestionFromJson({ question: { file: 'a.jpg' }, answers: 'yes' }, defaults)).toBe(
      null,
    );
    expect(demoQuestionFromJson([1, 2], defaults)).toBeNull();
    let deep: unknown = {};
    for (let level = 0; level < 100_000; level += 1) {
      deep = { question: { child_questions: [deep] } };
    }
    expect(demoQuestionFromJson(deep, defaults)).toBeNull();
  });
});

describe('demoNoticeFromJson', () => {
  it('fills in the title and description; an unknown type is info', () => {
    expect(demoNoticeFromJson({ type: 'nope' }, noticeDefaults)).toMatchObject({
      uuid: 'demo-notice',
      title: 'Default title',
      description: 'Default description',
      type: 'info',
      content: { 'content-type': 'other', content: null },
      actions: [],
    });
  });

  it('refuses unsafe media and wrong types', () => {
    const unsafe = { content: { 'content-type': 'video', content: 'javascript:alert(1)' } };
    expect(demoNoticeFromJson(unsafe, noticeDefaults)).toBeNull();
    expect(demoNoticeFromJson({ actions: 'x' }, noticeDefaults)).toBeNull();
    expect(demoNoticeFromJson('text', noticeDefaults)).toBeNull();
  });
});
