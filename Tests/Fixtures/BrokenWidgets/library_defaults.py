"""Fault: a widget on a typical JSON-RPC library with its defaults: batches answered element by
element, -32601 without data, NaN accepted, every invalid request answered with id null."""
import json

from basewidget import BaseWidget, RPCError


class LibraryWidget(BaseWidget):
    def parse(self, raw):
        return json.loads(raw.decode("utf-8"))

    def method_not_found(self, method):
        return RPCError(-32601, "Method not found")

    def invalid_request_id(self, message):
        return None

    def on_batch(self, batch):
        for message in batch:
            try:
                self.out({"jsonrpc": "2.0", "id": message.get("id"), "result": self.handle(message)})
            except RPCError as error:
                self.error(message.get("id"), error.code, error.message, error.data)


LibraryWidget().run()
