/** The most steps "How we work" holds: a process, not a manual. */
export const WORK_STEPS_MAX_COUNT = 8;
export const WORK_STEP_TITLE_MAX_LENGTH = 80;
export const WORK_STEP_TEXT_MAX_LENGTH = 600;

/** One step of every job, as the services page's "How we work" shows it. */
export interface WorkStep {
  id: number;
  /** One line. */
  title: string;
  /** Plain text; each line is a paragraph. */
  text: string;
}

/** `GET /api/admin/work-steps`: every step, in order. */
export interface WorkStepsResponse {
  workSteps: WorkStep[];
}

/** What the owner sends for a step: `POST /api/admin/work-steps`, `PUT /api/admin/work-steps/:id`. */
export type WorkStepInput = Omit<WorkStep, 'id'>;
