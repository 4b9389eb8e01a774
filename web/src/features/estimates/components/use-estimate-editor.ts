import { ESTIMATE_LIMITS, type Estimate } from '@painting-site/gateway/contract/estimates';
import { useEffect, useRef, useState } from 'react';
import { ApiError, isSessionEnded } from '@/lib/api-client.ts';
import { notifyApiError } from '@/lib/notify-api-error.ts';
import { moveItem } from '@/lib/reorder.ts';
import { useUnsavedChangesGuard } from '@/lib/use-unsaved-changes-guard.ts';
import { saveEstimateDraft } from '../api/save-estimate-draft.ts';
import {
  duplicateOption,
  type EditorMessages,
  type EditorValues,
  type LineValues,
  lineCount,
  newArea,
  newLine,
  newOption,
  type OptionValues,
  readDraft,
  toEditorValues,
} from '../editor-values.ts';
import { type SaveFailure, useAutosave } from './use-autosave.ts';

/** Which list of lines: an area's of an option, or the add-ons. */
export type LineList = { kind: 'area'; option: number; area: number } | { kind: 'addOns' };

/** The body's path of a list of lines ("options.0.areas.1.lines", "addOns"). */
export const linesPath = (list: LineList) =>
  list.kind === 'addOns' ? 'addOns' : `options.${list.option}.areas.${list.area}.lines`;

/** The simple fields, edited by name. */
type FieldName = Exclude<keyof EditorValues, 'options' | 'addOns'>;

/** A save refused before it was sent: numbers the editor cannot read. */
class UnreadableNumbers extends Error {
  constructor(count: number) {
    super(count === 1 ? 'One field needs attention.' : `${count} fields need attention.`);
  }
}

const withoutPaths = (messages: EditorMessages, paths: readonly string[], under: readonly string[]) => {
  const left = Object.entries(messages).filter(
    ([path]) => !paths.includes(path) && !under.some((prefix) => path === prefix || path.startsWith(`${prefix}.`)),
  );
  return left.length === Object.keys(messages).length ? messages : Object.fromEntries(left);
};

function linesOf(values: EditorValues, list: LineList): LineValues[] {
  if (list.kind === 'addOns') return values.addOns;
  return values.options[list.option]?.areas[list.area]?.lines ?? [];
}

function withLines(values: EditorValues, list: LineList, change: (lines: LineValues[]) => LineValues[]): EditorValues {
  if (list.kind === 'addOns') return { ...values, addOns: change(values.addOns) };
  return {
    ...values,
    options: values.options.map((option, at) =>
      at !== list.option
        ? option
        : {
            ...option,
            areas: option.areas.map((area, areaAt) =>
              areaAt === list.area ? { ...area, lines: change(area.lines) } : area,
            ),
          },
    ),
  };
}

function withOption(values: EditorValues, index: number, change: (option: OptionValues) => OptionValues): EditorValues {
  return { ...values, options: values.options.map((option, at) => (at === index ? change(option) : option)) };
}

type EstimateEditorOptions = {
  estimate: Estimate;
  locale: string;
  /** The gateway's view after each save: its amounts, its state, whether it differs from the last version sent. */
  onSaved: (estimate: Estimate) => void;
  /** The gateway refused every change (accepted meanwhile): the page loads it again. */
  onLocked: () => void;
};

/**
 * The draft as the owner edits it: the values, the messages beside its fields (the editor's own,
 * the gateway's after a save, and after a send), saving as the owner types, and where focus goes
 * after an edit that adds, removes or moves a row.
 */
export function useEstimateEditor({ estimate, locale, onSaved, onLocked }: EstimateEditorOptions) {
  const [values, setValues] = useState(() => toEditorValues(estimate.draft, locale));
  // The values as last edited, read by a save that starts before the next render.
  const latest = useRef(values);
  const [saveMessages, setSaveMessages] = useState<EditorMessages>({});
  const [sendMessages, setSendMessages] = useState<EditorMessages>({});
  const [selectedOption, setSelectedOption] = useState(() => values.options[0]?.key ?? 0);
  const rootRef = useRef<HTMLDivElement>(null);
  /** A selector for the element that gets focus after the next render. */
  const focusNext = useRef<string | null>(null);
  const handlers = useRef({ onSaved, onLocked });
  handlers.current = { onSaved, onLocked };

  const autosave = useAutosave({
    save: async () => {
      const { draft, problems } = readDraft(latest.current, locale);
      const count = Object.keys(problems).length;
      if (count > 0) {
        setSaveMessages(problems);
        throw new UnreadableNumbers(count);
      }
      try {
        const saved = await saveEstimateDraft(estimate.id, draft);
        setSaveMessages({});
        handlers.current.onSaved(saved);
      } catch (error) {
        if (error instanceof ApiError && error.status === 400) setSaveMessages(error.fields);
        if (error instanceof ApiError && error.status === 409) {
          autosave.stop();
          handlers.current.onLocked();
        }
        throw error;
      }
    },
    failure: (error): SaveFailure => {
      if (error instanceof UnreadableNumbers) return { reason: error.message, retryable: false };
      // An ended session is told where every ended session is: the app leaves for sign-in.
      if (isSessionEnded(error)) notifyApiError(error);
      if (error instanceof ApiError) {
        const refused = error.status >= 400 && error.status < 500 && error.status !== 408 && error.status !== 429;
        return { reason: error.message, retryable: !refused };
      }
      return { reason: 'Something went wrong.', retryable: true };
    },
  });
  useUnsavedChangesGuard(autosave.unsent);

  useEffect(() => {
    const selector = focusNext.current;
    if (selector === null) return;
    focusNext.current = null;
    rootRef.current?.querySelector<HTMLElement>(selector)?.focus();
  });

  /** One edit: the new values, the messages it makes stale cleared, a save scheduled. */
  function edit(change: (current: EditorValues) => EditorValues, stale: { paths?: string[]; under?: string[] } = {}) {
    const next = change(latest.current);
    latest.current = next;
    setValues(next);
    const { paths = [], under = [] } = stale;
    setSaveMessages((current) => withoutPaths(current, paths, under));
    setSendMessages((current) => withoutPaths(current, paths, under));
    autosave.changed();
  }

  function setField<Name extends FieldName>(name: Name, value: EditorValues[Name], path: string = name) {
    edit((current) => ({ ...current, [name]: value }), { paths: [path] });
  }

  const full = () => lineCount(latest.current) >= ESTIMATE_LIMITS.linesMax;

  // Options.
  function setOptionName(index: number, name: string) {
    edit((current) => withOption(current, index, (option) => ({ ...option, name })), {
      paths: [`options.${index}.name`],
    });
  }

  function addOption() {
    if (latest.current.options.length >= ESTIMATE_LIMITS.optionsMax) return;
    const option = newOption();
    const index = latest.current.options.length;
    edit((current) => ({ ...current, options: [...current.options, option] }));
    setSelectedOption(option.key);
    focusNext.current = `[name="options.${index}.name"]`;
  }

  function copyOption(index: number) {
    const original = latest.current.options[index];
    if (!original || latest.current.options.length >= ESTIMATE_LIMITS.optionsMax) return;
    const linesInIt = original.areas.reduce((sum, area) => sum + area.lines.length, 0);
    if (lineCount(latest.current) + linesInIt > ESTIMATE_LIMITS.linesMax) return;
    const copy = duplicateOption(original, index);
    edit((current) => ({ ...current, options: [...current.options, copy] }));
    setSelectedOption(copy.key);
    focusNext.current = `[name="options.${latest.current.options.length - 1}.name"]`;
  }

  function removeOption(index: number) {
    if (latest.current.options.length <= 1) return;
    const previous = latest.current.options[Math.max(0, index - 1)];
    edit((current) => ({ ...current, options: current.options.filter((_, at) => at !== index) }), {
      under: ['options'],
    });
    if (previous) setSelectedOption(previous.key);
    focusNext.current = '[role="tab"][aria-selected="true"], [name="options.0.name"]';
  }

  // Areas.
  function setAreaName(option: number, area: number, name: string) {
    edit(
      (current) =>
        withOption(current, option, (each) => ({
          ...each,
          areas: each.areas.map((one, at) => (at === area ? { ...one, name } : one)),
        })),
      { paths: [`options.${option}.areas.${area}.name`] },
    );
  }

  function addArea(option: number) {
    const areas = latest.current.options[option]?.areas ?? [];
    if (areas.length >= ESTIMATE_LIMITS.areasPerOptionMax) return;
    edit((current) => withOption(current, option, (each) => ({ ...each, areas: [...each.areas, newArea()] })));
    focusNext.current = `[name="options.${option}.areas.${areas.length}.name"]`;
  }

  function removeArea(option: number, area: number) {
    const areas = latest.current.options[option]?.areas ?? [];
    if (areas.length <= 1) return;
    edit(
      (current) =>
        withOption(current, option, (each) => ({ ...each, areas: each.areas.filter((_, at) => at !== area) })),
      { under: [`options.${option}.areas`] },
    );
    focusNext.current = `[name="options.${option}.areas.${Math.max(0, area - 1)}.name"]`;
  }

  // Lines.
  function setLine(list: LineList, key: number, changes: Partial<LineValues>, path: string) {
    edit(
      (current) =>
        withLines(current, list, (lines) => lines.map((line) => (line.key === key ? { ...line, ...changes } : line))),
      {
        paths: [path, ...(list.kind === 'area' ? [`options.${list.option}.areas`] : [])],
      },
    );
  }

  /** Adds a line at the end of the list; the cursor goes to `focus` in it (its description, or its quantity once picked). */
  function addLine(
    list: LineList,
    line: LineValues = newLine(),
    focus: 'description' | 'quantityHundredths' = 'description',
  ) {
    const lines = linesOf(latest.current, list);
    if (full() || (list.kind === 'addOns' && lines.length >= ESTIMATE_LIMITS.addOnsMax)) return;
    edit((current) => withLines(current, list, (each) => [...each, line]), {
      paths: list.kind === 'area' ? [`options.${list.option}.areas`] : [],
    });
    focusNext.current = `[name="${linesPath(list)}.${lines.length}.${focus}"]`;
  }

  /** Removes a line; focus goes to the next line's description, else the previous one's, else the list's Add button. */
  function removeLine(list: LineList, key: number, afterwards: string) {
    const lines = linesOf(latest.current, list);
    const index = lines.findIndex((line) => line.key === key);
    edit((current) => withLines(current, list, (each) => each.filter((line) => line.key !== key)), {
      under: [linesPath(list)],
    });
    const stays = lines.length - 1;
    focusNext.current =
      stays === 0 ? afterwards : `[name="${linesPath(list)}.${Math.min(index, stays - 1)}.description"]`;
  }

  /** Moves a line one place; focus stays on the button pressed, on the line in its new place. */
  function moveLine(list: LineList, from: number, to: number) {
    const line = linesOf(latest.current, list)[from];
    if (!line) return;
    edit((current) => withLines(current, list, (lines) => moveItem(lines, from, to)), { under: [linesPath(list)] });
    focusNext.current = `[data-line-key="${line.key}"] button[aria-label^="${to > from ? 'Move down' : 'Move up'}"]`;
  }

  /** The gateway's messages for a send it refused: shown at their fields, the first of them focused. */
  function showSendProblems(fields: EditorMessages) {
    setSendMessages(fields);
    const first = Object.keys(fields)[0];
    const option = first?.match(/^options\.(\d+)\./)?.[1];
    const key = option === undefined ? undefined : latest.current.options[Number(option)]?.key;
    if (key !== undefined) setSelectedOption(key);
    focusNext.current = '[aria-invalid="true"]';
  }

  function focusAfterRender(selector: string) {
    focusNext.current = selector;
  }

  return {
    values,
    messages: { ...sendMessages, ...saveMessages } as EditorMessages,
    rootRef,
    autosave,
    selectedOption,
    setSelectedOption,
    setField,
    setOptionName,
    addOption,
    copyOption,
    removeOption,
    setAreaName,
    addArea,
    removeArea,
    setLine,
    addLine,
    removeLine,
    moveLine,
    showSendProblems,
    clearSendProblems: () => setSendMessages({}),
    focusAfterRender,
    linesFull: lineCount(values) >= ESTIMATE_LIMITS.linesMax,
  };
}

export type EstimateEditorState = ReturnType<typeof useEstimateEditor>;
