/** The forum's pure rules (contract/rules/forum.ts) and the thread order the topic page answers in. */
import { describe, expect, it } from 'vitest';
import { FORUM_MAX_LEVEL, FORUM_QUOTE_CHARS, quotePreview, replyLevel, topicPreview } from '../../contract/rules/forum';
import { threadOrder } from '../../server/domain/forum/present';

describe('forum rules', () => {
  it('quotes the first 50 characters, whole characters, whitespace folded, an ellipsis only when cut', () => {
    expect(quotePreview('Krátký\n\n  text')).toBe('Krátký text');
    expect(quotePreview('\n  Krátký text  \n')).toBe('Krátký text');
    const long = 'Příliš žluťoučký kůň úpěl ďábelské ódy, '.repeat(3);
    const quoted = quotePreview(long);
    expect(Array.from(quoted)).toHaveLength(FORUM_QUOTE_CHARS + 1);
    expect(quoted.endsWith('…')).toBe(true);
    expect(quotePreview('😀'.repeat(60))).toBe(`${'😀'.repeat(50)}…`);
    expect(quotePreview('x'.repeat(50))).toBe('x'.repeat(50));
  });

  it('nests a reply one level under its parent, down to the cap', () => {
    expect(replyLevel(null)).toBe(0);
    expect(replyLevel(0)).toBe(1);
    expect(replyLevel(FORUM_MAX_LEVEL - 1)).toBe(FORUM_MAX_LEVEL);
    expect(replyLevel(FORUM_MAX_LEVEL)).toBe(FORUM_MAX_LEVEL);
  });

  it('shortens a topic’s opening text for the list', () => {
    expect(topicPreview('krátké')).toBe('krátké');
    const cut = topicPreview('slovo '.repeat(100));
    expect(cut.endsWith('…')).toBe(true);
    expect(Array.from(cut).length).toBeLessThanOrEqual(281);
    // 280 characters stay whole; past that the cut drops a trailing space before the ellipsis
    expect(topicPreview('x'.repeat(280))).toBe('x'.repeat(280));
    expect(topicPreview('abcd '.repeat(100))).toBe(`${'abcd '.repeat(55)}abcd…`);
    expect(topicPreview(` ${'y'.repeat(300)}`)).toBe(` ${'y'.repeat(279)}…`);
  });

  it('orders posts depth first, each reply after its parent’s earlier replies, and survives long chains', () => {
    const p = (id: number, parent: number | null) => ({ id, parent_post_id: parent });
    expect(threadOrder([p(1, null), p(2, null), p(3, 1), p(4, 3), p(5, 1), p(6, 2)]).map((x) => x.id)).toEqual([1, 3, 4, 5, 2, 6]);
    // a parent that is not there (never expected) leaves its reply as a root rather than losing it
    expect(threadOrder([p(7, 99), p(8, null)]).map((x) => x.id)).toEqual([7, 8]);
    const chain = Array.from({ length: 20_000 }, (_, i) => p(i + 1, i === 0 ? null : i));
    expect(threadOrder(chain)).toHaveLength(20_000);
  });
});
