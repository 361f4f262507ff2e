import {
  functionBookAppointmentForm,
  functionCheckCalendarForm,
  functionCustomForm,
  functionEndCallForm,
  functionTransferCallForm,
} from './registry.gen';

/**
 * The function form: one schema per function type, at the index of its type (0 End Call, 1 Check
 * Calendar, 2 Book Appointment, 3 Transfer Call, 4 Custom), all drawn with forms/function.ui.json.
 * The form switches schema when the type changes.
 */
export const functionForms = [
  functionEndCallForm,
  functionCheckCalendarForm,
  functionBookAppointmentForm,
  functionTransferCallForm,
  functionCustomForm,
] as const;
