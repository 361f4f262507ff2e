// Spec, "Call playback": `user:` lines are the Customer; every other line is the AI Voice Agent, with
// `assistant:` and `tool:`, quotes and the word null removed.
export type Speaker = 'customer' | 'agent';

export interface TranscriptLine {
  speaker: Speaker;
  text: string;
  startMs?: number;
}

export interface TimedTurn {
  role: string;
  text: string;
  startMs: number;
}

const USER = /^\s*user\s*:/i;
const AGENT = /^\s*(?:assistant|tool)\s*:/i;
// Straight and typographic double quotes; apostrophes (I'd, you're) stay.
const QUOTES = /["\u201C\u201D\u201E\u00AB\u00BB]/g;
const NULL_WORD = /\bnull\b/gi;
const SPACES = /\s+/g;

export function cleanAgentText(text: string): string {
  return text.replace(QUOTES, '').replace(NULL_WORD, ' ').replace(SPACES, ' ').trim();
}

export function parseLine(line: string): TranscriptLine | null {
  if (USER.test(line)) {
    const text = line.replace(USER, '').trim();
    return text ? { speaker: 'customer', text } : null;
  }
  const text = cleanAgentText(line.replace(AGENT, ''));
  return text ? { speaker: 'agent', text } : null;
}

export function parseTranscript(transcription: string | null | undefined): TranscriptLine[] {
  if (!transcription) return [];
  const lines: TranscriptLine[] = [];
  for (const line of transcription.split(/\r\n|\r|\n/)) {
    const parsed = parseLine(line);
    if (parsed) lines.push(parsed);
  }
  return lines;
}

export function linesFromTurns(turns: readonly TimedTurn[]): TranscriptLine[] {
  const lines: TranscriptLine[] = [];
  for (const turn of turns) {
    const customer = turn.role === 'user';
    const text = customer ? turn.text.trim() : cleanAgentText(turn.text.replace(AGENT, ''));
    if (!text) continue;
    const startMs = Number.isFinite(turn.startMs) && turn.startMs >= 0 ? turn.startMs : undefined;
    lines.push({
      speaker: customer ? 'customer' : 'agent',
      text,
      ...(startMs === undefined ? {} : { startMs }),
    });
  }
  return lines;
}

export function transcriptOf(call: {
  transcription?: string | null;
  turns?: readonly TimedTurn[] | null;
}): TranscriptLine[] {
  if (Array.isArray(call.turns) && call.turns.length > 0) return linesFromTurns(call.turns);
  return parseTranscript(call.transcription);
}
