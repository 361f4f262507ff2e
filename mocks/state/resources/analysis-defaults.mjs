// Proposal (post-call analysis): the settings of an agent that never saved its own.
export const DEFAULT_SETTINGS = {
  summaryInstruction: 'Summarise the call in two sentences: why the caller called, and what happened.',
  success: {
    kind: 'pass_fail',
    instruction:
      'The caller got what they called for: an appointment booked, moved or cancelled, a callback arranged, or a person who could help.',
  },
  fields: [],
  redaction: { names: false, phoneNumbers: false, cardNumbers: false },
};
