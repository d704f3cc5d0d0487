#!/usr/bin/env python3
# Kills itself with the signal named by argv[1] (e.g. 11 for SIGSEGV, 6 for SIGABRT).
import os, signal, sys
sig = int(sys.argv[1])
signal.signal(sig, signal.SIG_DFL)
os.kill(os.getpid(), sig)
