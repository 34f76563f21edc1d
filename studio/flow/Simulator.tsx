import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useMemo, useState } from 'react';
import type { AnyStateMachine, EventObject } from 'xstate';
import type { MachineGraph } from '../../machines/graph/graph';
import { eventLabel } from '../../machines/graph/graph';
import { stateInWords } from '../../machines/graph/words';
import styles from './FlowPage.module.css';
import { exampleAt } from './views';
import type { FlowSnapshotMessage } from '../../contract/flow-channel';
import {
  acceptedEvents,
  eventFromPayload,
  payloadExample,
  runSimulation,
  simulationMessages,
} from './simulation';

interface Props {
  machines: readonly AnyStateMachine[];
  graphs: ReadonlyMap<string, MachineGraph>;
  /** The machine of the view on screen: the simulation starts with it. */
  preferred: string;
  /** The step a step response should name next, from where the run is. */
  /** The journey node the active states show (the step on screen), if any. */
  stepOn(active: readonly string[]): string | undefined;
  /** Publishes the run (it replaces the previous one under the simulation's source). */
  onRun(messages: FlowSnapshotMessage[] | null): void;
}

let runs = 0;

/**
 * The machine run in this page without a server: send any event its states accept (with a
 * payload where the event carries one), step back, start over. The run shows in the diagram
 * and the timeline as a source of its own, "Симуляция".
 */
export function Simulator({ machines, graphs, preferred, stepOn, onRun }: Props) {
  const { t, i18n } = useLingui();
  const [machineId, setMachineId] = useState(preferred);
  const [events, setEvents] = useState<EventObject[] | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const [payload, setPayload] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const ids = { machine: useId(), payload: useId(), problem: useId() };
  const machine = machines.find((each) => each.id === machineId) ?? machines[0];
  const graph = machine ? graphs.get(machine.id) : undefined;

  const steps = useMemo(
    () => (machine && events ? runSimulation(machine, events) : null),
    [machine, events],
  );
  const last = steps?.at(-1)?.snapshot;
  const active = useMemo(() => (last ? last._nodes.map((node) => node.id) : []), [last]);
  const accepted = graph && last ? acceptedEvents(graph, active) : [];
  const sent = events?.length ?? 0;
  const chosenLabel = chosen ? eventLabel(chosen) : '';

  const publish = (next: EventObject[] | null) => {
    setEvents(next);
    setProblem(null);
    setChosen(null);
    if (!machine || !next) return onRun(null);
    onRun(simulationMessages(`run-${(runs += 1)}`, runSimulation(machine, next)));
  };

  const choose = (type: string) => {
    setChosen(type);
    setProblem(null);
    const example = payloadExample(type, {
      ...exampleAt(stepOn(active)),
      say: (message) => i18n._(message),
    });
    setPayload(example ? JSON.stringify(example, null, 2) : '');
  };

  const send = () => {
    if (!chosen || !events) return;
    const checked = eventFromPayload(chosen, payload);
    if (!checked.ok) {
      const detail = checked.detail;
      setProblem(
        checked.problem === 'json'
          ? t`Данные события — не JSON: ${detail}`
          : t`Данные события должны быть объектом { … }, а не ${detail}`,
      );
      return;
    }
    publish([...events, checked.event]);
  };

  return (
    <div className={styles.simulator}>
      <p className={styles.hint}>
        <Trans>
          Машина работает прямо на этой странице, без сервера: вызванные акторы ждут, пока вы не
          отправите их ответ («… done») или сбой («… failed»), таймеры — пока не отправите их
          событие. В выборе вкладки появится «Симуляция».
        </Trans>
      </p>
      <label htmlFor={ids.machine}>{t`Машина`}</label>
      <select
        id={ids.machine}
        value={machineId}
        onChange={(event) => {
          setMachineId(event.target.value);
          setEvents(null);
          setChosen(null);
          onRun(null);
        }}
      >
        {machines.map((each) => (
          <option key={each.id} value={each.id}>
            {each.id}
          </option>
        ))}
      </select>
      <div className={styles.buttons}>
        <button type="button" onClick={() => publish([])}>
          {events ? t`Сначала` : t`Запустить`}
        </button>
        <button
          type="button"
          disabled={!events || events.length === 0}
          onClick={() => events && publish(events.slice(0, -1))}
        >
          {t`Шаг назад`}
        </button>
        {events && (
          <button type="button" onClick={() => publish(null)}>
            {t`Остановить`}
          </button>
        )}
      </div>
      {last && (
        <>
          <p data-testid="simulated-state">
            {t`Состояние:`} <code>{stateInWords(last)}</code> {t`(событий отправлено: ${sent})`}
          </p>
          <h3>{t`Принимаемые события`}</h3>
          <ul className={styles.accepted}>
            {accepted.map(({ type, edges }) => (
              <li key={type}>
                <button
                  type="button"
                  className={styles.transition}
                  aria-pressed={chosen === type}
                  data-event={type}
                  onClick={() => choose(type)}
                >
                  <code>{eventLabel(type)}</code>
                  {edges.some((edge) => edge.guard) && (
                    <span className={styles.kind}>
                      {' '}
                      [{edges.flatMap((edge) => (edge.guard ? [edge.guard] : [])).join(' | ')}]
                    </span>
                  )}
                </button>
              </li>
            ))}
          </ul>
          {chosen && (
            <form
              className={styles.payload}
              onSubmit={(event) => {
                event.preventDefault();
                send();
              }}
            >
              <label htmlFor={ids.payload}>
                {t`Данные события ${chosenLabel} (JSON; пусто — без данных)`}
              </label>
              <textarea
                id={ids.payload}
                value={payload}
                rows={Math.min(12, Math.max(3, payload.split('\n').length))}
                spellCheck={false}
                aria-invalid={problem !== null}
                aria-describedby={problem ? ids.problem : undefined}
                onChange={(event) => setPayload(event.target.value)}
              />
              {problem && (
                <p id={ids.problem} role="alert" className={styles.error}>
                  {problem}
                </p>
              )}
              <button type="submit">{t`Отправить событие`}</button>
            </form>
          )}
        </>
      )}
    </div>
  );
}
