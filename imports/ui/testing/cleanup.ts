// Unmounts what a test rendered (Vitest runs without globals, so Testing Library cannot do it).
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());
