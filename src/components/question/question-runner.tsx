import './question.css';
import './question-result.css';

import type { QuestionRunnerProps } from './question-contract';
import { partQuote, quoteLimit, resultExitSeconds, visualAnswer } from './question-logic';
import { EpilogueScreen } from './epilogue-screen';
import { PrologScreen } from './prolog-screen';
import { QuestionScreen } from './question-screen';
import { ResultFooter } from './result-footer';
import { RightAnswerScreen } from './right-answer-screen';
import { useQuestionRun } from './use-question-run';
import { WrongText } from './wrong-text';
import { WrongVisual } from './wrong-visual';

/**
 * Runs one question, or a combine-video chain, from the optional prolog through each question and
 * its right- or wrong-answer screen to the optional epilog; reports once through onOutcome and then
 * shows the host's actions. Key it by the step so a new question starts a new run.
 */
export function QuestionRunner(props: QuestionRunnerProps) {
  const { question, devMode, confirmAnswer, onTimeExpired, renderActions } = props;
  const run = useQuestionRun(props);
  const { stage, parts, last } = run;
  const chain = question.type === 'combine-video';
  const limit = quoteLimit(props.layout ?? 'step');
  const lastPart = parts[last];
  const lastQuote = lastPart ? partQuote(lastPart, question) : question.quote_from_document;

  const body = (() => {
    switch (stage.kind) {
      case 'prolog':
        return <PrologScreen story={stage.story} onDone={run.prologDone} />;
      case 'ask': {
        const part = parts[stage.part];
        if (!part) return null;
        return (
          <QuestionScreen
            key={`${stage.part}-${stage.attempt}`}
            question={part.question}
            answers={stage.order}
            counter={chain ? { current: stage.part + 1, total: parts.length } : null}
            reshuffled={stage.reshuffled}
            devMode={devMode}
            confirmAnswer={confirmAnswer}
            onTimeExpired={onTimeExpired}
            onAnswer={run.answer}
          />
        );
      }
      case 'result': {
        const part = parts[stage.part];
        if (!part) return null;
        const quote = partQuote(part, question);
        const visual = stage.right ? null : visualAnswer(stage.chosen);
        const following = stage.part < last ? 'question' : question.epilog ? 'epilog' : null;
        return (
          <>
            {stage.right ? (
              <RightAnswerScreen answers={part.answers} />
            ) : visual?.visualisation ? (
              <WrongVisual
                answer={visual}
                visualisation={visual.visualisation}
                answers={part.answers}
                quote={quote}
                quoteLimit={limit}
                onReady={run.resultReady}
              />
            ) : (
              <WrongText
                answers={part.answers}
                chosen={stage.chosen}
                quote={quote}
                quoteLimit={limit}
              />
            )}
            <ResultFooter
              settled={stage.settled}
              ready={stage.ready}
              locked={!stage.ready && Boolean(visual?.injurie)}
              next={following}
              seconds={resultExitSeconds(quote)}
              renderActions={renderActions}
              onRetry={run.retry}
              onNext={run.next}
            />
          </>
        );
      }
      case 'epilog':
        return (
          <>
            <EpilogueScreen
              story={stage.story}
              questionText={question.text}
              onEnded={run.epilogEnded}
            />
            {stage.ended ? (
              <div className="result-actions">{renderActions(resultExitSeconds(lastQuote))}</div>
            ) : null}
          </>
        );
      default: {
        const unknownStage: never = stage;
        return unknownStage;
      }
    }
  })();

  return <div className="question-runner">{body}</div>;
}
