import { configure } from '@testing-library/react';

// Screens load lazily and answer through the real HTTP client; on a busy machine that can take more than a second.
configure({ asyncUtilTimeout: 5_000 });
