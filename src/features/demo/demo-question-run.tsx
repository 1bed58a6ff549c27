import { useState, type ReactNode } from 'react';

import { QuestionRunner } from '@/components/question/question-runner';
import { LoopQuestionVideos } from '@/components/question/question-video';
import type { QuestionWithAnswers } from '@/lib/api/schemas/questions';
import { useDevMode } from '@/lib/hooks/use-dev-mode';

export interface DemoQuestionRunProps {
  data: QuestionWithAnswers;
  /** The 60 s answer countdown ran out. */
  onTimeExpired: () => void;
  /** The buttons after the result (or the epilog), with the engine's exit timer and a restart. */
  renderActions: (seconds: number, restart: () => void) => ReactNode;
}

const noOutcome = () => undefined;

/**
 * A demo question on the shared question engine: never mandatory (a wrong answer offers Try again),
 * full-screen result layout (quote cut at 1500), its videos looping muted (spec 2 §2); a prolog or
 * epilog still advances when its video ends. Nothing is recorded: the demo has no employee.
 */
export function DemoQuestionRun({ data, onTimeExpired, renderActions }: DemoQuestionRunProps) {
  const devMode = useDevMode();
  const [round, setRound] = useState(0);
  const restart = () => setRound((current) => current + 1);
  return (
    <LoopQuestionVideos.Provider value>
      <QuestionRunner
        key={round}
        question={data.question}
        answers={data.answers}
        mandatory={false}
        devMode={devMode}
        confirmAnswer={false}
        layout="full"
        onTimeExpired={onTimeExpired}
        onOutcome={noOutcome}
        renderActions={(seconds) => renderActions(seconds, restart)}
      />
    </LoopQuestionVideos.Provider>
  );
}
