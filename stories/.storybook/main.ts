import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';
import { defaultClientConditions, mergeConfig } from 'vite';

const uiSources = fileURLToPath(new URL('../../ui/src', import.meta.url));

/** Storybook of the web app's presentational components; builds offline, never reports telemetry. */
const config: StorybookConfig = {
  stories: ['../src/**/*.stories.tsx'],
  framework: { name: '@storybook/react-vite', options: {} },
  addons: ['@storybook/addon-a11y'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true, enableCrashReports: false },
  viteFinal: (viteConfig) => mergeConfig(viteConfig, {
    // The stories read the app's components from its sources, and workspace packages from theirs.
    resolve: { conditions: ['source', ...defaultClientConditions], alias: [{ find: /^@rafdesk\/ui\//, replacement: `${uiSources}/` }] },
    build: {
      chunkSizeWarningLimit: 2_000,
      // PrimeReact's 'use client' lines mean nothing outside server components; the warning about them is noise.
      rolldownOptions: { onwarn: (warning: { code?: string }, warn: (warning: never) => void) => { if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning as never); } },
    },
  }),
};

export default config;
