// Client (jsdom) test setup. Testing Library waits up to 1 s for an element by default; on a
// loaded 2-core CI machine a lazily loaded screen can take longer to appear, which is slowness,
// not a bug, so the tests wait up to 5 s (they still fail if the element never appears).
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 5_000 });
