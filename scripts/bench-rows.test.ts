import { describe, expect, it, vi } from 'vitest';

import {
  atLeastScoreRow,
  atMostRow,
  failedRun,
  median,
  passedRun,
  runsRow,
  skippedRow,
  tapFlowRun,
} from './bench-rows.mjs';
import { printTable } from './budget-bytes.mjs';

const ms = (value: number) => `${Math.round(value)} ms`;

describe("the bench's verdicts (issue 12)", () => {
  it('passes a timing figure within 10 % over its budget and fails one beyond it', () => {
    expect(atMostRow('Slowest tap', 109, 100, ms)).toEqual({
      name: 'Slowest tap',
      value: '109 ms',
      budget: '≤ 100 ms (+10%)',
      ok: true,
    });
    expect(atMostRow('Slowest tap', 111, 100, ms).ok).toBe(false);
  });

  it('compares an exact figure with no margin', () => {
    const cls = (value: number) => value.toFixed(3);
    expect(atMostRow('CLS', 0.02, 0.02, cls, { timing: false })).toMatchObject({
      budget: '≤ 0.020',
      ok: true,
    });
    expect(atMostRow('CLS', 0.021, 0.02, cls, { timing: false }).ok).toBe(false);
  });

  it('passes a Lighthouse score one point under its minimum, not two', () => {
    expect(atLeastScoreRow('Lighthouse mobile', 94, 95, '94 (FCP 1.7 s)')).toEqual({
      name: 'Lighthouse mobile',
      value: '94 (FCP 1.7 s)',
      budget: '≥ 95 (−1)',
      ok: true,
    });
    expect(atLeastScoreRow('Lighthouse mobile', 93, 95).ok).toBe(false);
  });

  it('fails the whole table when a part is skipped or one figure is missed, and prints each verdict', () => {
    const printed: string[] = [];
    vi.spyOn(console, 'log').mockImplementation((line: string) => void printed.push(line));
    const passing = atMostRow('Interactive start', 491, 1500, ms);
    const reference = { name: 'On the wire', value: '191.4 KiB', budget: 'reference', ok: null };

    expect(printTable([passing, reference])).toBe(true);
    expect(printTable([passing, skippedRow('Soak')])).toBe(false);
    expect(printTable([passing, atMostRow('Dialog', 56, 50, ms)])).toBe(false);
    expect(printed.filter((line) => line.startsWith('Dialog'))).toEqual([
      expect.stringMatching(/56 ms .*≤ 50 ms \(\+10%\) .*NO/),
    ]);
    expect(printed.filter((line) => line.startsWith('Soak'))).toEqual([
      expect.stringMatching(/skipped \(BENCH_SKIP\).*NO/),
    ]);
  });
});

describe('a figure over several runs (issue 32): a broken run fails the bench', () => {
  it('takes the median when every run passed', () => {
    expect(median([120, 80, 95])).toBe(95);
    expect(median([80, 95, 100, 120])).toBe(97.5);
    expect(runsRow('Library', [passedRun(30), passedRun(60), passedRun(40)], 50, ms)).toEqual({
      name: 'Library',
      value: '40 ms',
      budget: '≤ 50 ms (+10%)',
      ok: true,
    });
    expect(runsRow('Library', [passedRun(30), passedRun(60), passedRun(58)], 50, ms).ok).toBe(
      false,
    );
  });

  it('fails the row when one run broke, whatever the median of the good ones', () => {
    const broken = failedRun('locator.waitFor: Timeout 60000ms exceeded');
    const row = runsRow('Library', [passedRun(20), broken, passedRun(22)], 50, ms);
    expect(row).toEqual({
      name: 'Library',
      value: 'failed: 1 of 3 runs (locator.waitFor: Timeout 60000ms exceeded)',
      budget: '≤ 50 ms (+10%)',
      ok: false,
    });
    expect(runsRow('Library', [broken, broken, broken], 50, ms)).toMatchObject({
      value: 'failed: 3 of 3 runs (locator.waitFor: Timeout 60000ms exceeded)',
      ok: false,
    });
    expect(runsRow('Library', [], 50, ms).ok).toBe(false);
  });

  it('a broken run fails the printed table, so the bench exits 1', () => {
    const printed: string[] = [];
    vi.spyOn(console, 'log').mockImplementation((line: string) => void printed.push(line));
    const good = runsRow('Notices', [passedRun(20), passedRun(25), passedRun(30)], 50, ms);
    const bad = runsRow('Dialog', [passedRun(20), failedRun('no rows'), passedRun(30)], 50, ms);
    expect(printTable([good])).toBe(true);
    expect(printTable([good, bad])).toBe(false);
    expect(printed.filter((line) => line.startsWith('Dialog'))).toEqual([
      expect.stringMatching(/failed: 1 of 3 runs \(no rows\) .*NO/),
    ]);
  });
});

describe('a run of the pre-shift flow counts only when the whole flow finished (issue 32)', () => {
  const step = ['Пропустить', 'Далее'];
  const expected = {
    taps: [
      { buttons: ['Все по порядку'] },
      { buttons: step, screen: 'Вопрос 1. Движение погрузчика с грузом, закрывающим обзор' },
      { buttons: step, screen: 'Видеоинструктаж' },
      { buttons: ['Готово'], screen: 'Видеоинструктаж' },
    ],
    endedOn: 'Личный кабинет',
  };
  const whole = {
    slowest: 84,
    tapped: [
      { button: 'Все по порядку', screen: '' },
      // The screen cuts a long title short.
      { button: 'Пропустить', screen: 'Вопрос 1. Движение погрузчика с грузом, закрыв…' },
      { button: 'Пропустить', screen: 'Видеоинструктаж' },
      { button: 'Готово', screen: 'Видеоинструктаж' },
    ],
    endedOn: 'Личный кабинет',
  };

  it('passes a run that took every expected tap in order and ended in the personal area', () => {
    expect(tapFlowRun(whole, expected)).toEqual(passedRun(84));
    // A video that played to its end offers Next instead of Skip: the step is still tapped through.
    const played = [...whole.tapped];
    played[2] = { button: 'Далее', screen: 'Видеоинструктаж' };
    expect(tapFlowRun({ ...whole, tapped: played }, expected)).toEqual(passedRun(84));
  });

  it('fails a run that stopped early: a missing button is a failed run, not a shorter one', () => {
    const stopped = {
      ...whole,
      slowest: 40,
      tapped: whole.tapped.slice(0, 2),
      error: 'no flow button on “Видеоинструктаж” after 2 taps',
    };
    expect(tapFlowRun(stopped, expected)).toEqual(
      failedRun('no flow button on “Видеоинструктаж” after 2 taps'),
    );
    // Without an error of its own, the missing taps fail it.
    const { error: _error, ...quiet } = stopped;
    expect(tapFlowRun(quiet, expected)).toEqual(
      failedRun('stopped after 2 of 4 taps, before “Пропустить” or “Далее” on “Видеоинструктаж”'),
    );
    const fast = runsRow(
      'Slowest tap',
      [tapFlowRun(whole, expected), tapFlowRun(quiet, expected), tapFlowRun(whole, expected)],
      100,
      ms,
    );
    expect(fast).toMatchObject({ ok: false, value: expect.stringMatching(/^failed: 1 of 3 runs/) });
  });

  it('fails a run that ended elsewhere, went another way or took extra taps', () => {
    expect(tapFlowRun({ ...whole, endedOn: 'Предсменное обучение' }, expected)).toEqual(
      failedRun('ended on “Предсменное обучение”, not “Личный кабинет”'),
    );
    const skipped = [whole.tapped[0]!, whole.tapped[2]!, whole.tapped[3]!];
    expect(tapFlowRun({ ...whole, tapped: skipped }, expected).ok).toBe(false);
    const other = [...whole.tapped];
    other[2] = { button: 'Пропустить', screen: 'Подпись' };
    expect(tapFlowRun({ ...whole, tapped: other }, expected)).toEqual(
      failedRun(
        'tap 3 was “Пропустить” on “Подпись”, not “Пропустить” or “Далее” on “Видеоинструктаж”',
      ),
    );
    // Done before the last step was tapped through: the flow was cut short.
    const early = [...whole.tapped];
    early[2] = { button: 'Готово', screen: 'Видеоинструктаж' };
    expect(tapFlowRun({ ...whole, tapped: early }, expected).ok).toBe(false);
    const extra = [...whole.tapped, { button: 'Завершить и выйти', screen: 'Итоги' }];
    expect(tapFlowRun({ ...whole, tapped: extra }, expected)).toEqual(
      failedRun('5 taps, not 4: then “Завершить и выйти” on “Итоги”'),
    );
    // An ellipsis alone shows no title.
    const blank = [...whole.tapped];
    blank[1] = { button: 'Пропустить', screen: '…' };
    expect(tapFlowRun({ ...whole, tapped: blank }, expected).ok).toBe(false);
  });

  it('fails a run that threw', () => {
    expect(tapFlowRun({ error: 'page.goto: net::ERR_CONNECTION_REFUSED' }, expected)).toEqual(
      failedRun('page.goto: net::ERR_CONNECTION_REFUSED'),
    );
  });
});
