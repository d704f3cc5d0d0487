#!/bin/sh
# Reports what this shell process inherited, read from /proc/$$ (its own entry, so the
# commands it runs do not add their variables): its inheritable fds, "SigBlk: …",
# "SigIgn: …", "stat …", "cwd …", then "env K=V" lines from the exec-time environment.
me=/proc/$$
# The signal lines first, with builtins only: while the shell waits for a child it forked it
# blocks every signal (dash's waitproc), so reading its status from a child would see that.
sig_lines=""
while IFS= read -r line; do
    case $line in
        SigBlk:*|SigIgn:*) sig_lines="$sig_lines$line
" ;;
    esac
done < "$me/status"
# The descriptors: what `ls` itself inherits (everything the shell has that is not
# close-on-exec; the shell's own script and saved descriptors are), listed into a file rather
# than a pipe, minus the directory `ls` opens to read /proc/self/fd.
listing="${TMPDIR:-/tmp}/inspect-fds.$$"
ls -l /proc/self/fd > "$listing"
sed -n -e '\#-> /proc/[0-9]*/fd$#d' -e 's/.* \([0-9]*\) -> \(.*\)$/fd \1 -> \2/p' "$listing"
rm -f "$listing"
printf '%s' "$sig_lines"
echo "stat $(cat "$me/stat")"
echo "cwd $(readlink "$me/cwd")"
tr '\0' '\n' < "$me/environ" | sed 's/^/env /'
