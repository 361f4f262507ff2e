import {
  functionBookAppointmentForm,
  functionCheckCalendarForm,
  functionCustomForm,
  functionEndCallForm,
  functionTransferCallForm,
} from './registry.gen';

// At the index of the function type (0 End Call … 4 Custom): the form switches schema with the type.
export const functionForms = [
  functionEndCallForm,
  functionCheckCalendarForm,
  functionBookAppointmentForm,
  functionTransferCallForm,
  functionCustomForm,
] as const;
