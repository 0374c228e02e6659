import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Button, Input, SearchField } from 'react-aria-components';
import { AriaLocale } from './aria-locale';

function Search({ language }: { language: 'en' | 'zh' }) {
  return (
    <AriaLocale language={language}>
      <SearchField aria-label="search" defaultValue="sofa">
        <Input />
        <Button>×</Button>
      </SearchField>
    </AriaLocale>
  );
}

describe("react-aria's own words", () => {
  it("follow the session's language, not the browser's", () => {
    const { unmount } = render(<Search language="zh" />);
    expect(screen.getByRole('button', { name: '清除搜索' })).toBeInTheDocument();
    unmount();
    render(<Search language="en" />);
    expect(screen.getByRole('button', { name: 'Clear search' })).toBeInTheDocument();
  });
});
