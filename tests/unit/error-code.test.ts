import { describe, expect, it } from 'vitest';
import { errorCode } from '@/lib/error-code';

describe('errorCode: what the crash pages show of an error, the same in every language', () => {
  it("takes React's error number out of its English message", () => {
    const error = Object.assign(
      new Error('Minified React error #441; visit https://react.dev/errors/441 for the full message'),
      {
        digest: 'abc',
      },
    );
    expect(errorCode(error)).toBe('React #441');
  });

  it("else a server error's digest, else a name of its own, else nothing", () => {
    expect(errorCode(Object.assign(new Error('Something English'), { digest: '123456' }))).toBe('123456');
    expect(errorCode(Object.assign(new Error('Loading chunk 7 failed'), { name: 'ChunkLoadError' }))).toBe(
      'ChunkLoadError',
    );
    expect(errorCode(new TypeError('x is undefined'))).toBe('TypeError');
    expect(errorCode(new Error('Something English'))).toBeUndefined();
    expect(errorCode('a string')).toBeUndefined();
  });
});
