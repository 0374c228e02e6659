import { FILE_CALLS, fileReadUrl, readUrlAtWidth } from './files';

describe('read URLs', () => {
  it('builds a file name’s read URL with its block id and format', () => {
    expect(fileReadUrl('Newcache_2_abc.png', 300)).toBe(`${FILE_CALLS.read.path}?blockid=2&width=300&height=0&format=png&filename=Newcache_2_abc.png`);
  });

  it('sets the width of a URL the api gave, keeping its signature and everything else as it was', () => {
    const signed = `${fileReadUrl('Newcache_2_abc.jpg')}&expires=1893456000&sig=Ab-_9z`;
    expect(readUrlAtWidth(signed, 300)).toBe(`${FILE_CALLS.read.path}?blockid=2&width=300&height=0&format=jpg&filename=Newcache_2_abc.jpg&expires=1893456000&sig=Ab-_9z`);
    expect(readUrlAtWidth(readUrlAtWidth(signed, 300), 1200)).toBe(readUrlAtWidth(signed, 1200));
    expect(readUrlAtWidth(FILE_CALLS.read.path, 100)).toBe(`${FILE_CALLS.read.path}?width=100`);
  });
});
