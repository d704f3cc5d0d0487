"""Fault: a child process it starts inherits stdout and writes a progress line there.

Only that: on stdin EOF it waits for its children before exiting, so however slowly they run on
a loaded machine, none is left behind (that would be another check's fault)."""
import subprocess

from basewidget import BaseWidget


class ChattyChildWidget(BaseWidget):
    children = []

    def init(self, params):
        self.children.append(subprocess.Popen(["sh", "-c", "sleep 0.2; echo 'progress: 50%'"]))
        return super().init(params)

    def on_eof(self):
        for child in self.children:
            child.wait()
        super().on_eof()


ChattyChildWidget().run()
