// DOM matchers (toBeInTheDocument, …) for the client's component tests.
/// <reference types="@testing-library/jest-dom/vitest" />
