#!/nonexistent/bin/python3
# Names an interpreter that is not installed: the host reports a failed start.
print("never runs")
