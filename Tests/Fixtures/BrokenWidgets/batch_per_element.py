"""Fault: answers a batch element by element (JSON-RPC libraries' default) instead of one -32600."""
from basewidget import BaseWidget, RPCError


class BatchWidget(BaseWidget):
    def on_batch(self, batch):
        for message in batch:
            try:
                self.out({"jsonrpc": "2.0", "id": message.get("id"), "result": self.handle(message)})
            except RPCError as error:
                self.error(message.get("id"), error.code, error.message, error.data)


BatchWidget().run()
