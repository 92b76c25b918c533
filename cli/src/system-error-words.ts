// The operating system's failures in words, for the terminal: Node's own message names the system call and the
// error code ("ENOENT: no such file or directory, open '…'"), which is for programmers.
const WORDS: Readonly<Record<string, string>> = {
  ENOENT: 'no such file or folder',
  ENOTDIR: 'a part of the path is not a folder',
  EISDIR: 'it is a folder',
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  EROFS: 'the file system is read-only',
  ENOSPC: 'no space left on the device',
  EDQUOT: 'the disk quota is used up',
  EMFILE: 'too many files open',
  EIO: 'an input/output error of the device',
  EPIPE: 'the reader closed the pipe',
  EADDRINUSE: 'the address is in use by another program',
  EADDRNOTAVAIL: 'the address is not one of this machine',
};

/** Words for a failed system call: the code's words, or the code itself when it has none here. */
export function systemErrorWords(error: unknown): string {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  if (code === undefined) return error instanceof Error ? error.message : String(error);
  return WORDS[code] ?? code;
}

/** True for a failure of a system call (a file, a socket), as Node reports it. */
export const isSystemError = (error: unknown): error is NodeJS.ErrnoException =>
  error instanceof Error && typeof (error as NodeJS.ErrnoException).code === 'string' && typeof (error as NodeJS.ErrnoException).syscall === 'string';
