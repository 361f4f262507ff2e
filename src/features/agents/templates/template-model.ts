import type { Template } from '@/api/models/schemas';
import { displayNames } from '@/lib/intl-cache';
import type { AgentCreate } from '../agent-types';

export type AgentTemplate = Template;

// The server already hides unselected templates from companies; a super administrator gets them
// all, and should still only start agents from the ones companies can pick.
export function offeredTemplates(templates: readonly AgentTemplate[]): AgentTemplate[] {
  return templates
    .filter((template) => template.selected)
    .sort((a, b) => a.category.localeCompare(b.category) || a.name.localeCompare(b.name));
}

// `POST /agents/` takes no template id: the console copies what the template brings.
export function agentFromTemplate(
  template: AgentTemplate,
  choice: { name: string; voice: string },
): AgentCreate {
  return {
    name: choice.name.trim(),
    voice: choice.voice || template.voice,
    direction: template.direction,
    language: template.language,
    description: template.description,
    voiceMail: template.voiceMail,
    global_prompt: template.global_prompt,
  };
}

export function languageName(tag: string, locale: string): string {
  try {
    return displayNames(locale, { type: 'language' }).of(tag) ?? tag;
  } catch {
    return tag;
  }
}
