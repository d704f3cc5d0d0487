#!/usr/bin/env python3
# Deliberately committed without the execute bit: spawning it must fail with "permission denied".
print("never runs")
