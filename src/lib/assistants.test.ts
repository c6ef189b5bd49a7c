import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ASSISTANT_IDS, COMING_SOON_ASSISTANT_IDS } from '../../contracts/assistant-ids';
import { ASSISTANTS, DEFAULT_ASSISTANT_ID, assistantById, comingSoonBadge, isSelectable, type Assistant } from './assistants';

describe('the assistant catalogue', () => {
  it('lists Tally, Grant, Penny, Netta and Clara in that order, with the statuses and badges of the table', () => {
    expect(ASSISTANTS.map(({ id, name, status, badge }) => ({ id, name, status, badge }))).toEqual([
      { id: 'tally', name: 'Tally', status: 'beta', badge: undefined },
      { id: 'grant', name: 'Grant', status: 'coming-soon', badge: 'In Training' },
      { id: 'penny', name: 'Penny', status: 'coming-soon', badge: 'Being Developed' },
      { id: 'netta', name: 'Netta', status: 'coming-soon', badge: 'Being Developed' },
      { id: 'clara', name: 'Clara', status: 'coming-soon', badge: 'Being Developed' },
    ]);
    expect(ASSISTANTS.map((a) => a.role)).toEqual(['Finance', 'Fundraising', 'Accounts payable', 'Accounting', 'Compliance']);
  });

  it('uses the same ids as the server, and the same coming-soon ones', () => {
    expect(ASSISTANTS.map((a) => a.id)).toEqual([...ASSISTANT_IDS]);
    expect(ASSISTANTS.filter((a) => a.status === 'coming-soon').map((a) => a.id)).toEqual([...COMING_SOON_ASSISTANT_IDS]);
  });

  it.each(ASSISTANTS.map((a) => [a.name, a] as const))('%s has four features, three suggested questions and its texts filled in', (_name, a) => {
    expect(a.features).toHaveLength(4);
    expect(a.suggestedQuestions).toHaveLength(3);
    for (const text of [a.description, a.welcomeTitle, a.welcomeDescription, ...a.features, ...a.suggestedQuestions]) {
      expect(text.trim()).not.toBe('');
    }
  });

  it('lets only Tally be selected, and Tally is the default, at /chat', () => {
    expect(ASSISTANTS.filter(isSelectable).map((a) => a.id)).toEqual(['tally']);
    expect(DEFAULT_ASSISTANT_ID).toBe('tally');
    expect(assistantById(DEFAULT_ASSISTANT_ID)?.route).toBe('/chat');
  });

  it('treats active and beta assistants as selectable, coming-soon ones not', () => {
    const base = ASSISTANTS[0] as Assistant;
    expect(isSelectable({ ...base, status: 'active' })).toBe(true);
    expect(isSelectable({ ...base, status: 'beta' })).toBe(true);
    expect(isSelectable({ ...base, status: 'coming-soon' })).toBe(false);
  });

  it('finds an assistant by id, and nothing for an unknown id', () => {
    expect(assistantById('penny')?.name).toBe('Penny');
    expect(assistantById('nobody')).toBeUndefined();
  });

  it("shows a coming-soon assistant's badge, or 'Coming Soon' when it has none", () => {
    expect(comingSoonBadge(assistantById('grant') as Assistant)).toBe('In Training');
    expect(comingSoonBadge(assistantById('clara') as Assistant)).toBe('Being Developed');
    expect(comingSoonBadge({ ...(assistantById('clara') as Assistant), badge: undefined })).toBe('Coming Soon');
  });

  it.each(ASSISTANTS.map((a) => [a.name, a] as const))("%s's portrait is an SVG under public/ with a 96 by 96 viewBox", (name, a) => {
    expect(a.imagePath).toBe(`/assistants/${a.id}.svg`);
    const file = join(process.cwd(), 'public', a.imagePath);
    expect(existsSync(file)).toBe(true);
    const doc = new DOMParser().parseFromString(readFileSync(file, 'utf8'), 'image/svg+xml');
    const svg = doc.documentElement;
    expect(svg.tagName.toLowerCase()).toBe('svg');
    expect(svg.getAttribute('xmlns')).toBe('http://www.w3.org/2000/svg');
    expect(svg.getAttribute('viewBox')).toBe('0 0 96 96');
    expect(svg.getAttribute('role')).toBe('img');
    expect(svg.getAttribute('aria-label')).toBe(`Portrait of ${name}`);
    expect(doc.querySelector('script, text, image, style, foreignObject')).toBeNull();
  });
});
