// The Testing Library matchers (toBeInTheDocument, toHaveAttribute, ...) that the shared vitest setup
// installs at run time, made known to the type checker.
/// <reference types="@testing-library/jest-dom/vitest" />
