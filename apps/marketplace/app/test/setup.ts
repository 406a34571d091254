import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// findBy*/waitFor give up after 1 s by default. The first render of a test file (the route stub's
// loader, the lazily imported store) took longer than that on the shared 2-core machine while
// other suites and builds ran; 5 s keeps a slow machine from failing a correct test, and a test
// that waits for something that never comes still fails.
configure({ asyncUtilTimeout: 5000 });
