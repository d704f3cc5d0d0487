#!/usr/bin/env python3
"""Runs a command on a pseudo-terminal and answers its prompts, as a person would.

    pty_answer.py [PROMPT ANSWER]... -- COMMAND [ARG]...

For each pair in order, waits until PROMPT appears in what the command wrote to the terminal
(after the previous prompt), then types ANSWER and Enter; an ANSWER that starts with "key:" is
sent as it is, without Enter (Python escapes allowed: "key:\\x1b" is Esc). Then waits for the command to end,
prints everything it wrote to the terminal on stdout, and exits with its exit status (128 + the
signal when killed). Exits 99, with what it saw on stderr, when a prompt does not come within
120 seconds or the command ends before it. Standard library only (pty, select, os); the tests
run it so that the test process itself holds no terminal descriptor.
"""
import os
import pty
import select
import sys
import time

TIMEOUT = 120.0


def main(argv):
    if "--" not in argv:
        print("usage: pty_answer.py [PROMPT ANSWER]... -- COMMAND [ARG]...", file=sys.stderr)
        return 64
    split = argv.index("--")
    pairs, command = argv[:split], argv[split + 1:]
    if len(pairs) % 2 or not command:
        print("usage: pty_answer.py [PROMPT ANSWER]... -- COMMAND [ARG]...", file=sys.stderr)
        return 64
    prompts = list(zip(pairs[0::2], pairs[1::2]))
    pid, fd = pty.fork()
    if pid == 0:
        try:
            os.execvp(command[0], command)
        finally:
            os._exit(127)
    seen = b""
    searched_from = 0
    deadline = time.monotonic() + TIMEOUT
    ended = False
    while True:
        if prompts:
            prompt = prompts[0][0].encode()
            found = seen.find(prompt, searched_from)
            if found >= 0:
                searched_from = found + len(prompt)
                answer = prompts[0][1]
                if answer.startswith("key:"):
                    os.write(fd, answer[4:].encode().decode("unicode_escape").encode("latin-1"))
                else:
                    os.write(fd, answer.encode() + b"\n")
                prompts.pop(0)
                continue
            if ended:
                break
        elif ended:
            break
        remaining = deadline - time.monotonic()
        if remaining <= 0:
            break
        ready, _, _ = select.select([fd], [], [], remaining)
        if not ready:
            continue
        try:
            chunk = os.read(fd, 65536)
        except OSError:  # EIO: the command closed the terminal (it ended)
            chunk = b""
        if not chunk:
            ended = True
        seen += chunk
    if prompts:
        print(f"pty_answer.py: never saw the prompt {prompts[0][0]!r}; the terminal showed:\n"
              + seen.decode(errors="replace"), file=sys.stderr)
        try:
            os.kill(pid, 9)
        except ProcessLookupError:
            pass
        os.waitpid(pid, 0)
        return 99
    _, status = os.waitpid(pid, 0)
    sys.stdout.write(seen.decode(errors="replace"))
    if os.WIFSIGNALED(status):
        return 128 + os.WTERMSIG(status)
    return os.WEXITSTATUS(status)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
