import { describe, expect, it } from 'vitest';
import { previousScreen } from './go-back.ts';

const here = { origin: 'https://school.example' } as Location;

/** A tab's history of these addresses, the last one shown. */
function tab(...urls: (string | null)[]) {
  return { currentEntry: { index: urls.length - 1 }, entries: () => urls.map((url) => ({ url })) };
}

describe('the page the back arrow returns to', () => {
  it('is the screen before in the tab', () => {
    expect(previousScreen(4, here, tab('https://school.example/answerCard?page=2', 'https://school.example/answerCard/admin'))).toBe('/answerCard?page=2');
    expect(previousScreen(5, here, tab('https://school.example/analysis/examination/index', 'https://school.example/answerCard/admin'))).toBe('/analysis/examination/index');
  });

  it('is none when the designer opened the tab or the browser cannot tell', () => {
    expect(previousScreen(4, here, tab('https://school.example/answerCard/admin'))).toBeNull();
    expect(previousScreen(4, here, undefined)).toBeNull();
    expect(previousScreen(4, here, tab(null, 'https://school.example/answerCard/admin'))).toBeNull();
  });

  it('is none when the page before would sign the user out or leave the site', () => {
    // the route guard signs roles 1 and 5 out of the card list
    expect(previousScreen(5, here, tab('https://school.example/answerCard', 'https://school.example/answerCard/admin'))).toBeNull();
    expect(previousScreen(4, here, tab('https://school.example/login', 'https://school.example/answerCard/admin'))).toBeNull();
    expect(previousScreen(4, here, tab('https://elsewhere.example/answerCard', 'https://school.example/answerCard/admin'))).toBeNull();
  });
});
