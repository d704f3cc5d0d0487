"""Fault: a child process it starts inherits stdout and writes a progress line there."""
import subprocess

from basewidget import BaseWidget


class ChattyChildWidget(BaseWidget):
    def init(self, params):
        subprocess.Popen(["sh", "-c", "sleep 0.2; echo 'progress: 50%'"])
        return super().init(params)


ChattyChildWidget().run()
