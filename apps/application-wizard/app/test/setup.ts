import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { toHaveNoViolations } from 'jest-axe';

// The first render of a test file loads the whole form module graph; on the shared 2-core machine
// that can take more than Testing Library's default 1 s for findBy*.
configure({ asyncUtilTimeout: 5000 });

expect.extend(toHaveNoViolations);
