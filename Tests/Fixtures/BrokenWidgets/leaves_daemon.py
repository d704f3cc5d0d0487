"""Fault: starts a helper daemon (double fork, setsid, stdio on /dev/null) that outlives the widget."""
import os

from basewidget import BaseWidget


class DaemonWidget(BaseWidget):
    def init(self, params):
        if os.fork() == 0:
            os.setsid()
            if os.fork() == 0:
                null = os.open(os.devnull, os.O_RDWR)
                for fd in (0, 1, 2):
                    os.dup2(null, fd)
                os.execvp("sleep", ["sleep", "59.25"])  # a command line the test can look for
            os._exit(0)
        os.wait()
        return super().init(params)


DaemonWidget().run()
