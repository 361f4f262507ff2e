// The scheduling rules of spec §9, kept as data so that a test can hold the instruction's text to them.
export const dealershipRules = {
  slotMinutes: [0, 15, 30, 45],
  bookingWindowDays: 10,
  // Business days are Monday to Saturday.
  storedTiresLeadBusinessDays: 3,
  tireChangeOpcodes: { hotel: 'HOTEL', onRims: 'SWAP', offRims: 'MOUNT' },
  rentalCarPerDayUsd: 55,
  oilChange: { opcode: 'LOF', fromUsd: 119.95, warrantyFreeServicesPerYear: 3 },
  // The source says 15 km in its goal text and 5 km in its sample output: 5 km, so the agent never
  // promises a ride the dealership may not give, and the sample is what the model imitates.
  shuttleRadiusKm: 5,
  transferredVehicles: ['diesel', 'heavy-duty', 'GT-R'],
  slotsOfferedAtOnce: 2,
  defaultOpcode: 'CUST',
} as const;

const numberWords: readonly string[] = ['no', 'one', 'two', 'three', 'four'];
const inWords = (n: number) => numberWords[n] ?? String(n);

const usd = (amount: number) => `$${amount.toFixed(Number.isInteger(amount) ? 0 : 2)}`;

function sampleAgent(): string {
  const r = dealershipRules;
  const minutes = r.slotMinutes.map((m) => `:${String(m).padStart(2, '0')}`).join(', ');
  const tires = r.tireChangeOpcodes;
  return [
    '## Role',
    'You are Alex, the service advisor assistant of a car dealership. You answer the service line, book service appointments and answer questions about the service department.',
    '',
    '## Scheduling rules',
    `- Appointments start only at quarter-hour times (${minutes}).`,
    `- Offer ${inWords(r.slotsOfferedAtOnce)} open slots at a time and let the caller choose.`,
    `- Book only within the next ${r.bookingWindowDays} days; for a later date, take the caller's details and tell them a colleague will call back to schedule it.`,
    `- Stored tires must be brought from storage: book at least ${r.storedTiresLeadBusinessDays} business days out (business days are Monday to Saturday).`,
    `- A tire change needs its opcode: ${tires.hotel} for tires in storage at the dealership, ${tires.onRims} for tires on rims, ${tires.offRims} for tires off rims.`,
    `- An oil change uses the opcode ${r.oilChange.opcode}, starting at ${usd(r.oilChange.fromUsd)}; customers of the warranty program get ${r.oilChange.warrantyFreeServicesPerYear} free services a year.`,
    `- A rental car costs ${usd(r.rentalCarPerDayUsd)} per day.`,
    `- Offer the shuttle or ride service only to customers within ${r.shuttleRadiusKm} km of the dealership.`,
    `- Transfer calls about ${r.transferredVehicles.join(', ')} vehicles to a service advisor; do not book them.`,
    `- When no other opcode fits, use the default opcode ${r.defaultOpcode}.`,
    '',
    '## Style',
    'Speak in short, friendly sentences. Ask one question at a time, read the date, time and vehicle back to the caller before booking, and never invent prices or availability.',
  ].join('\n');
}

export function promptInstruction(): string {
  return [
    "You write the global prompt of an AI voice agent that answers a business's phone calls. The user gives you the agent's goal; write the prompt the agent will follow on every call.",
    'Write it in the second person ("You are ..."), in plain Markdown with the sections Role, Scheduling rules (or the rules that fit the business) and Style. Keep every rule concrete and checkable, keep the business facts the goal gives, and invent no prices, hours or policies it does not state.',
    'Here is an example of a good global prompt, for the service department of a car dealership:',
    '',
    sampleAgent(),
    '',
    'Answer with the global prompt only, without an introduction or a closing remark.',
  ].join('\n');
}
