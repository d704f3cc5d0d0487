#!/bin/sh
# Reports what this shell process inherited, read from /proc/$$ (its own entry, so the
# commands it runs do not add their variables): "ls -l" of its fds (taken while the shell
# holds no pipe of its own), "SigBlk: …", "SigIgn: …", "stat …", "cwd …", then "env K=V"
# lines from the exec-time environment.
me=/proc/$$
ls -l "$me/fd" | sed -n 's/.* \([0-9]*\) -> \(.*\)$/fd \1 -> \2/p'
grep -E '^Sig(Blk|Ign):' "$me/status"
echo "stat $(cat "$me/stat")"
echo "cwd $(readlink "$me/cwd")"
tr '\0' '\n' < "$me/environ" | sed 's/^/env /'
