import type { ComponentType } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import axe from 'axe-core';
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import * as a11yAnnotations from '@storybook/addon-a11y/preview';
import preview from '../.storybook/preview.js';

// Every story renders through Storybook's portable stories, its `play` function runs, and axe-core checks the DOM it
// left (colour contrast is checked in the browser suite: this DOM has no layout).

setProjectAnnotations([a11yAnnotations, preview]);

type StoriesModule = Parameters<typeof composeStories>[0];
type ComposedStory = ComponentType & { play?: (context: { canvasElement: HTMLElement }) => Promise<void> | void };
const modules = import.meta.glob<StoriesModule>('./**/*.stories.tsx', { eager: true });

afterEach(cleanup);


for (const [path, module] of Object.entries(modules)) {
  describe(path.replace(/^\.\//, ''), () => {
    for (const [name, Story] of Object.entries(composeStories(module)) as [string, ComposedStory][]) {
      it(`${name}: renders, plays, and has no critical or serious axe violation`, async () => {
        const { container } = render(<Story />);
        await Story.play?.({ canvasElement: container });
        const result = await axe.run(document.body, {
          runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
          rules: { 'color-contrast': { enabled: false }, region: { enabled: false }, 'page-has-heading-one': { enabled: false }, 'landmark-one-main': { enabled: false } },
          resultTypes: ['violations'],
        });
        const blocking = result.violations.filter((violation) => violation.impact === 'critical' || violation.impact === 'serious');
        expect(blocking.map((violation) => `${violation.impact} ${violation.id}: ${violation.nodes[0]?.target.join(' ')}`)).toEqual([]);
      });
    }
  });
}
