import { describe, expect, it } from 'vitest';
import { MESSAGES } from './errors';
import { FILE_RULES } from './schemas/registration';
import { acceptedTypes, fileProblem } from './upload';

describe('files a person picks for an upload', () => {
  it('takes a jpg or png picture under 20 MB, and certificates as jpg, png or pdf', () => {
    expect(fileProblem('avatar', { name: 'me.png', type: 'image/png', size: 1000 })).toBeNull();
    expect(fileProblem('avatar', { name: 'me.JPEG', type: '', size: 1000 })).toBeNull();
    expect(fileProblem('avatar', { name: 'me.gif', type: 'image/gif', size: 1000 })).toBe('Please upload the picture as a JPG or PNG file');
    expect(fileProblem('avatar', { name: 'me.pdf', type: 'application/pdf', size: 1000 })).toBe(FILE_RULES.avatar.message);
    expect(fileProblem('avatar', { name: 'me.png', type: 'image/png', size: 20 * 1024 * 1024 + 1 })).toBe('The file is too large (20 MB at most)');
    expect(fileProblem('avatar', { name: 'me.png', type: 'image/png', size: 0 })).toBe(FILE_RULES.avatar.message);
    expect(fileProblem('certificate', { name: 'resale.pdf', type: 'application/pdf', size: 1000 })).toBeNull();
  });

  it('takes service photos up to 10 MB', () => {
    expect(fileProblem('service', { name: 'scratch.jpg', type: 'image/jpeg', size: 10 * 1024 * 1024 })).toBeNull();
    expect(fileProblem('service', { name: 'scratch.jpg', type: 'image/jpeg', size: 10 * 1024 * 1024 + 1 })).toBe(`${MESSAGES.fileTooLarge} (10 MB at most)`);
  });

  it('offers the picker the types of the purpose', () => {
    expect(acceptedTypes('avatar')).toEqual(['image/jpeg', 'image/png']);
    expect(acceptedTypes('certificate')).toEqual(['image/jpeg', 'image/png', 'application/pdf']);
  });
});
