import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// The first render of a test file loads the whole module graph; on the shared 2-core machine that
// can take more than Testing Library's default 1 s for findBy*.
configure({ asyncUtilTimeout: 5000 });
