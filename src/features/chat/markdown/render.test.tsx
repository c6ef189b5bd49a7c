import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { createBlockSplitter, splitBlocks } from './blocks';
import { decodeEntities, Markdown, safeHref } from './render';

afterEach(cleanup);

const show = (text: string) => render(<Markdown text={text} />).container;

describe('answers rendered as sanitised markdown', () => {
  it('shows a script tag as text and runs nothing', () => {
    const alert = vi.fn();
    window.alert = alert;
    const el = show('Before\n\n<script>alert(1)</script>\n\nAfter <script>alert(2)</script>');
    expect(el.querySelector('script')).toBeNull();
    expect(el.textContent).toContain('<script>alert(1)</script>');
    expect(el.textContent).toContain('After <script>alert(2)</script>');
    expect(alert).not.toHaveBeenCalled();
  });

  it('shows <img src=x onerror> as text: no image, no event handler attribute anywhere', () => {
    const el = show('Rent <img src=x onerror=alert(1)> is due.\n\n<img src=x onerror="alert(1)">\n\n<a href="#" onclick="alert(1)">x</a>');
    expect(el.querySelector('img')).toBeNull();
    expect(el.textContent).toContain('<img src=x onerror=alert(1)>');
    expect(el.textContent).toContain('<a href="#" onclick="alert(1)">x</a>');
    for (const node of el.querySelectorAll('*')) {
      for (const attr of node.attributes) expect(attr.name.startsWith('on')).toBe(false);
    }
  });

  it('drops javascript:, data: and vbscript: links, keeping their text', () => {
    const el = show(
      '[one](javascript:alert(1)) [two](JaVaScRiPt:alert(1)) [three](java\tscript:alert(1)) [four](data:text/html,<b>x</b>) [five](vbscript:x) [six](&#106;avascript:alert(1))',
    );
    expect(el.querySelectorAll('a')).toHaveLength(0);
    expect(el.textContent).toContain('one two ');
    expect(el.textContent).toContain(' four five six');
  });

  it('keeps http(s), mailto and in-app links; external ones open safely in a new tab', () => {
    const el = show('[site](https://example.org/a?b=1) [mail](mailto:cfo@example.org) [docs](/documents)');
    const links = [...el.querySelectorAll('a')];
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['https://example.org/a?b=1', 'mailto:cfo@example.org', '/documents']);
    expect(links[0]!.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    expect(links[0]!.getAttribute('target')).toBe('_blank');
    expect(links[2]!.hasAttribute('target')).toBe(false);
    expect(safeHref('//evil.example/x')).toBeNull();
  });

  it('shows images as their alt text only', () => {
    const el = show('![Budget chart](https://tracker.example/pixel.png)');
    expect(el.querySelector('img')).toBeNull();
    expect(el.textContent).toBe('Budget chart');
  });

  it('renders tables as real tables in a region that scrolls sideways', () => {
    const el = show('| Line | FY2025 Budget | FY2024 Actual |\n|:--|--:|--:|\n| Rent | $94,450 | $91,200 |\n| Utilities | $18,000 | $17,250 |');
    const table = el.querySelector('table')!;
    expect(table).not.toBeNull();
    expect([...table.querySelectorAll('th')].map((th) => th.textContent)).toEqual(['Line', 'FY2025 Budget', 'FY2024 Actual']);
    expect([...table.querySelectorAll('tbody tr')].map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent))).toEqual([
      ['Rent', '$94,450', '$91,200'],
      ['Utilities', '$18,000', '$17,250'],
    ]);
    expect(table.querySelectorAll('th')[1]!.className).toContain('text-right');
    const region = table.parentElement!;
    expect(region.getAttribute('role')).toBe('region');
    expect(region.className).toContain('overflow-x-auto');
  });

  it('renders headings, emphasis, lists, code and quotes as elements', () => {
    const el = show(
      '## Working\n\n**$94,450** is *the* budget.\n\n1. Rent\n2. Utilities\n   - Gas\n\n> Source: FY2025 Operating Budget.xlsx\n\n```\nA<B\n```\n\nCode `x<y` &amp; more',
    );
    expect(el.querySelector('[role="heading"]')!.textContent).toBe('Working');
    expect(el.querySelector('strong')!.textContent).toBe('$94,450');
    expect(el.querySelector('em')!.textContent).toBe('the');
    expect(el.querySelectorAll('ol > li')).toHaveLength(2);
    expect(el.querySelector('ol ul li')!.textContent).toBe('Gas');
    expect(el.querySelector('blockquote')!.textContent).toContain('Source: FY2025 Operating Budget.xlsx');
    expect(el.querySelector('pre code')!.textContent).toBe('A<B');
    expect(el.textContent).toContain('Code x<y & more');
  });

  it('decodes entities the way a browser would, without making markup of them', () => {
    expect(decodeEntities('&lt;b&gt; &amp; &#39; &#x41; &quot;')).toBe('<b> & \' A "');
    const el = show('&lt;img src=x onerror=alert(1)&gt;');
    expect(el.querySelector('img')).toBeNull();
    expect(el.textContent).toBe('<img src=x onerror=alert(1)>');
  });
});

describe('streaming markdown', () => {
  it('splits at blank lines outside fenced code, not before an indented continuation', () => {
    expect(splitBlocks('Para one\nstill one\n\n| a |\n|---|\n| 1 |\n\n```\ncode\n\nmore code\n```\n\n- item\n\n  continued\n\nlast')).toEqual([
      'Para one\nstill one',
      '| a |\n|---|\n| 1 |',
      '```\ncode\n\nmore code\n```',
      '- item\n\n  continued',
      'last',
    ]);
  });

  it('parses a finished block once: growing text only re-reads the open block', () => {
    const splitter = createBlockSplitter();
    const text = 'Rent for FY2025 is **$94,450**.\n\n| Line | Amount |\n|---|---|\n| Rent | $94,450 |';
    const snapshots: string[][] = [];
    for (let i = 1; i <= text.length; i += 7) snapshots.push(splitter.split(text.slice(0, i)));
    snapshots.push(splitter.split(text));
    expect(snapshots.at(-1)).toEqual(splitBlocks(text));
    // Once the first block is finished, every later answer keeps the very same first string.
    const firstDone = snapshots.findIndex((s) => s.length === 2);
    expect(firstDone).toBeGreaterThan(0);
    for (const s of snapshots.slice(firstDone)) expect(s[0]).toBe('Rent for FY2025 is **$94,450**.');
  });

  it('renders the same result streamed in pieces as all at once', () => {
    const text = '**Answer:** $94,450.\n\n| Line | FY2025 |\n|---|--:|\n| Rent | $94,450 |\n\nSource: budget.';
    const { container, rerender } = render(<Markdown text="" />);
    for (let i = 1; i <= text.length; i += 5) rerender(<Markdown text={text.slice(0, i)} />);
    rerender(<Markdown text={text} />);
    const streamed = container.innerHTML;
    cleanup();
    expect(show(text).innerHTML).toBe(streamed);
  });
});
