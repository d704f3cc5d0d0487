// swift-format-ignore-file
// Generated from protocol/conformance/any-widget.jsonl by ConformanceTranscriptTests (run with
// WIDGETS_REGENERATE_EMBEDDED_SAMPLES=1 to rewrite it). Do not edit by hand.

/// `protocol/conformance/any-widget.jsonl`, compiled in so `widgets check` works from any directory.
package enum EmbeddedConformanceTranscript {
    /// The file's text.
    package static let text = ##"""
{"from": "host", "message": {"jsonrpc": "2.0", "id": "h-1", "method": "cellHeight", "params": {"width": 375}}, "note": "Before initialize: every request but initialize gets -32002 with data.method.", "check": "lifecycleErrors"}
{"from": "widget", "message": {"jsonrpc": "2.0", "id": "h-1", "error": {"code": -32002, "message": "'cellHeight' was received before 'initialize' completed", "data": {"method": "cellHeight"}}}, "check": "lifecycleErrors"}
{"from": "host", "message": {"jsonrpc": "2.0", "id": "h-2", "method": "widgets.check/noSuchMethod", "params": {}}, "note": "An unknown method too: the state is checked before the method (README §2, which error wins).", "check": "lifecycleErrors"}
{"from": "widget", "message": {"jsonrpc": "2.0", "id": "h-2", "error": {"code": -32002, "message": "'widgets.check/noSuchMethod' was received before 'initialize' completed", "data": {"method": "widgets.check/noSuchMethod"}}}, "check": "lifecycleErrors"}
{"from": "host", "message": {"jsonrpc": "2.0", "id": "h-3", "method": "initialize", "params": {"protocolVersion": "1.1", "supportedVersions": ["1.1", "1.0"], "host": {"name": "WidgetHost", "version": "0.1.0"}, "user": {"userID": "usr-7f3c2a9e"}, "locale": "en-GB", "timeZone": "Europe/London", "capabilities": {"nodeKinds": ["vstack", "hstack", "zstack", "spacer", "divider", "text", "dateText", "image", "label", "badge", "progress", "facts", "button", "toggle", "list", "placeholder"], "maxLineBytes": 1048576, "limits": {"maxNodes": 200, "maxDepth": 12, "maxTextLength": 2000, "maxActionPayloadBytes": 2048, "maxImageDataBytes": 262144, "maxListItems": 50, "maxFactsRows": 20, "maxTimelineEntries": 50}}}}, "check": "handshake"}
{"from": "widget", "message": {"jsonrpc": "2.0", "id": "h-3", "result": {"protocolVersion": "1.1", "widgetType": "any_widget", "cellIdentifier": "AnyCell", "canBeHidden": true, "dashboards": ["trip"], "capabilities": {}}}, "note": "Compared by shape: any valid widget info with an offered version.", "check": "handshake"}
{"from": "host", "message": {"jsonrpc": "2.0", "id": "h-4", "method": "initialize", "params": {"protocolVersion": "1.1", "supportedVersions": ["1.1", "1.0"], "host": {"name": "WidgetHost", "version": "0.1.0"}, "user": {"userID": "usr-7f3c2a9e"}, "locale": "en-GB", "timeZone": "Europe/London", "capabilities": {"nodeKinds": ["vstack", "hstack", "zstack", "spacer", "divider", "text", "dateText", "image", "label", "badge", "progress", "facts", "button", "toggle", "list", "placeholder"], "maxLineBytes": 1048576, "limits": {"maxNodes": 200, "maxDepth": 12, "maxTextLength": 2000, "maxActionPayloadBytes": 2048, "maxImageDataBytes": 262144, "maxListItems": 50, "maxFactsRows": 20, "maxTimelineEntries": 50}}}}, "check": "secondInitialize"}
{"from": "widget", "message": {"jsonrpc": "2.0", "id": "h-4", "error": {"code": -32003, "message": "'initialize' was already received"}}, "check": "secondInitialize"}
{"from": "host", "message": {"jsonrpc": "2.0", "id": "h-5", "method": "cellHeight", "params": {"width": "wide"}}, "note": "Before init with a bad width: the state wins over the params, -32003.", "check": "lifecycleErrors"}
{"from": "widget", "message": {"jsonrpc": "2.0", "id": "h-5", "error": {"code": -32003, "message": "'cellHeight' is not valid before 'init'"}}, "check": "lifecycleErrors"}
{"from": "host", "message": {"jsonrpc": "2.0", "id": "h-6", "method": "widgets.check/noSuchMethod", "params": {}}, "check": "unknownMethod"}
{"from": "widget", "message": {"jsonrpc": "2.0", "id": "h-6", "error": {"code": -32601, "message": "Method not found: widgets.check/noSuchMethod", "data": {"method": "widgets.check/noSuchMethod"}}}, "check": "unknownMethod"}
{"from": "host", "raw": "{this is not JSON", "note": "Not JSON.", "check": "malformedLine"}
{"from": "widget", "message": {"jsonrpc": "2.0", "id": null, "error": {"code": -32700, "message": "Parse error"}}, "check": "malformedLine"}
{"from": "host", "raw": "{\"jsonrpc\":\"2.0\",\"id\":\"h-7\",\"method\":\"cellHeight\",\"params\":{\"width\":NaN}}", "note": "NaN is not JSON (Python's json and JavaScript's eval-style parsers accept it).", "check": "malformedLine"}
{"from": "widget", "message": {"jsonrpc": "2.0", "id": null, "error": {"code": -32700, "message": "Parse error"}}, "check": "malformedLine"}
{"from": "host", "raw": "{\"jsonrpc\":\"2.0\",\"id\":\"h-8\",\"method\":\"cellHeight\",\"params\":{\"width\":Infinity}}", "note": "Infinity is not JSON either.", "check": "malformedLine"}
{"from": "widget", "message": {"jsonrpc": "2.0", "id": null, "error": {"code": -32700, "message": "Parse error"}}, "check": "malformedLine"}
{"from": "host", "rawBase64": "eyJqc29ucnBjIjoiMi4wIiwiaWQiOiJoLTkiLCJtZXRob2QiOiJ3aWRnZXRzLmNoZWNrL25vU3VjaE1ldGhvZCIsInBhcmFtcyI6eyJ0ZXh0Ijoi//4ifX0=", "note": "Bytes that are not UTF-8 (0xFF 0xFE inside a string): -32700, not a reply with a replacement character.", "check": "malformedLine"}
{"from": "widget", "message": {"jsonrpc": "2.0", "id": null, "error": {"code": -32700, "message": "Parse error"}}, "check": "malformedLine"}
{"from": "host", "message": {"jsonrpc": "2.0", "id": "h-10", "method": "cellHeight", "params": {"width": 375}}, "note": "Still answering after bad lines (any reply with this id).", "check": "malformedLine"}
{"from": "widget", "message": {"jsonrpc": "2.0", "id": "h-10", "result": {}}, "match": "any", "check": "malformedLine"}
{"from": "host", "raw": "[{\"jsonrpc\":\"2.0\",\"id\":\"h-11\",\"method\":\"cellHeight\",\"params\":{\"width\":375}},{\"jsonrpc\":\"2.0\",\"id\":\"h-12\",\"method\":\"cellHeight\",\"params\":{\"width\":375}}]", "note": "A batch: one -32600 with id null, not an array of replies and not one reply per element.", "check": "batch"}
{"from": "widget", "message": {"jsonrpc": "2.0", "id": null, "error": {"code": -32600, "message": "Batches (JSON arrays) are not supported"}}, "check": "batch"}
{"from": "host", "message": {"jsonrpc": "2.0", "id": "h-13", "method": "cellHeight", "params": {"width": 375}}, "check": "batch"}
{"from": "widget", "message": {"jsonrpc": "2.0", "id": "h-13", "result": {}}, "match": "any", "check": "batch"}
{"from": "host", "raw": "{\"jsonrpc\":\"1.0\",\"id\":\"h-14\",\"method\":\"cellHeight\",\"params\":{\"width\":375}}", "note": "Not JSON-RPC 2.0, but the id can be read: the error carries it.", "check": "invalidRequest"}
{"from": "widget", "message": {"jsonrpc": "2.0", "id": "h-14", "error": {"code": -32600, "message": "\"jsonrpc\" must be the string \"2.0\""}}, "check": "invalidRequest"}
{"from": "host", "raw": "{\"jsonrpc\":\"2.0\",\"id\":\"h-15\",\"method\":42}", "note": "method is not a string.", "check": "invalidRequest"}
{"from": "widget", "message": {"jsonrpc": "2.0", "id": "h-15", "error": {"code": -32600, "message": "\"method\" must be a string"}}, "check": "invalidRequest"}
{"from": "host", "raw": "{\"jsonrpc\":\"2.0\",\"id\":\"h-16\",\"method\":\"cellHeight\",\"params\":\"wide\"}", "note": "params is neither an object nor an array: -32600, not -32602.", "check": "invalidRequest"}
{"from": "widget", "message": {"jsonrpc": "2.0", "id": "h-16", "error": {"code": -32600, "message": "\"params\" must be an object or an array"}}, "check": "invalidRequest"}
{"from": "host", "raw": "{\"jsonrpc\":\"2.0\",\"id\":true,\"method\":\"cellHeight\",\"params\":{\"width\":375}}", "note": "A boolean id cannot be read: id null.", "check": "invalidRequest"}
{"from": "widget", "message": {"jsonrpc": "2.0", "id": null, "error": {"code": -32600, "message": "Invalid Request"}}, "check": "invalidRequest"}
{"from": "host", "raw": "{\"jsonrpc\":\"2.0\",\"id\":1.5,\"method\":\"cellHeight\",\"params\":{\"width\":375}}", "note": "A fractional id cannot be read: id null.", "check": "invalidRequest"}
{"from": "widget", "message": {"jsonrpc": "2.0", "id": null, "error": {"code": -32600, "message": "Invalid Request"}}, "check": "invalidRequest"}
{"from": "host", "raw": "{\"jsonrpc\":\"2.0\",\"id\":null,\"method\":\"cellHeight\",\"params\":{\"width\":375}}", "note": "A request id must not be null: id null.", "check": "invalidRequest"}
{"from": "widget", "message": {"jsonrpc": "2.0", "id": null, "error": {"code": -32600, "message": "Invalid Request"}}, "check": "invalidRequest"}
{"from": "host", "message": {"jsonrpc": "2.0", "id": "h-17", "method": "cellHeight", "params": {"width": 375}}, "check": "invalidRequest"}
{"from": "widget", "message": {"jsonrpc": "2.0", "id": "h-17", "result": {}}, "match": "any", "check": "invalidRequest"}
{"from": "host", "message": {"jsonrpc": "2.0", "id": "w-1", "result": {}}, "note": "Responses, error responses and id-null errors sent to the widget are never answered.", "check": "responsesUnanswered"}
{"from": "host", "message": {"jsonrpc": "2.0", "id": "w-2", "error": {"code": -32601, "message": "Method not found"}}, "check": "responsesUnanswered"}
{"from": "host", "message": {"jsonrpc": "2.0", "id": null, "error": {"code": -32700, "message": "Parse error"}}, "check": "responsesUnanswered"}
{"from": "host", "raw": "{\"jsonrpc\":\"2.0\",\"result\":{}}", "note": "A response without an id is broken, but it is still a response: not answered.", "check": "responsesUnanswered"}
{"from": "host", "message": {"jsonrpc": "2.0", "id": "h-18", "method": "cellHeight", "params": {"width": 375}}, "note": "The next message from the widget must be this reply.", "check": "responsesUnanswered"}
{"from": "widget", "message": {"jsonrpc": "2.0", "id": "h-18", "result": {}}, "match": "any", "check": "responsesUnanswered"}
{"from": "host", "message": {"jsonrpc": "2.0", "id": "h-19", "method": "cellHeight", "params": {"width": 375}}, "padTo": 1048577, "note": "1,048,577 bytes before the newline: skipped, -32600 with id null.", "check": "oversizeLine"}
{"from": "widget", "message": {"jsonrpc": "2.0", "id": null, "error": {"code": -32600, "message": "Line of 1048577 bytes exceeds the 1048576-byte limit and was skipped"}}, "check": "oversizeLine"}
{"from": "host", "message": {"jsonrpc": "2.0", "id": "h-20", "method": "cellHeight", "params": {"width": 375}}, "padTo": 1048576, "note": "Exactly 1,048,576 bytes: within the limit, answered with its id.", "check": "oversizeLine"}
{"from": "widget", "message": {"jsonrpc": "2.0", "id": "h-20", "result": {}}, "match": "any", "check": "oversizeLine"}
{"from": "host", "raw": "{\"jsonrpc\":\"2.0\",\"id\":\"h-21\",\"method\":\"cellHeight\",\"params\":{\"width\":375}}\r", "note": "CRLF: the \\r before the \\n is stripped.", "check": "lineEndings"}
{"from": "widget", "message": {"jsonrpc": "2.0", "id": "h-21", "result": {}}, "match": "any", "check": "lineEndings"}
{"from": "host", "raw": "", "note": "Empty and whitespace-only lines are ignored.", "check": "lineEndings"}
{"from": "host", "raw": " \t ", "check": "lineEndings"}
{"from": "host", "message": {"jsonrpc": "2.0", "id": "h-22", "method": "cellHeight", "params": {"width": 375}}, "check": "lineEndings"}
{"from": "widget", "message": {"jsonrpc": "2.0", "id": "h-22", "result": {}}, "match": "any", "check": "lineEndings"}
{"from": "host", "message": {"jsonrpc": "2.0", "id": "h-23", "method": "init", "params": {"dashboard": "trip", "trip": {"id": "trip-lon-nyc-2026-11", "title": "New York in November", "flights": [{"id": "fl-ba117-20261103", "airline": {"name": "British Airways", "iataCode": "BA"}, "flightNumber": "117", "departure": {"airport": {"iataCode": "LHR", "name": "London Heathrow", "city": "London", "timeZone": "Europe/London"}, "scheduled": "2026-11-03T08:25:00+00:00", "terminal": "5"}, "arrival": {"airport": {"iataCode": "JFK", "name": "John F. Kennedy International", "city": "New York", "timeZone": "America/New_York"}, "scheduled": "2026-11-03T11:20:00-05:00", "terminal": "8"}, "status": "scheduled", "seat": "32K", "bookingReference": "X7KQ2P", "aircraft": "Boeing 777-300ER"}]}, "flight": {"id": "fl-ba117-20261103", "airline": {"name": "British Airways", "iataCode": "BA"}, "flightNumber": "117", "departure": {"airport": {"iataCode": "LHR", "name": "London Heathrow", "city": "London", "timeZone": "Europe/London"}, "scheduled": "2026-11-03T08:25:00+00:00", "terminal": "5"}, "arrival": {"airport": {"iataCode": "JFK", "name": "John F. Kennedy International", "city": "New York", "timeZone": "America/New_York"}, "scheduled": "2026-11-03T11:20:00-05:00", "terminal": "8"}, "status": "scheduled", "seat": "32K", "bookingReference": "X7KQ2P", "aircraft": "Boeing 777-300ER"}}}, "sample": "init", "note": "Any sample of a dashboard the widget declared.", "check": "init"}
{"from": "widget", "message": {"jsonrpc": "2.0", "id": "h-23", "result": {"canBeDisplayed": true}}, "check": "init"}
{"from": "host", "message": {"jsonrpc": "2.0", "id": "h-24", "method": "cellHeight", "params": {"width": 375, "widgets.check/future": true}, "widgets.check/extension": {"x": 1}}, "note": "Unknown members in the envelope and in params are ignored.", "check": "unknownMembers"}
{"from": "widget", "message": {"jsonrpc": "2.0", "id": "h-24", "result": {"height": 96}}, "check": "unknownMembers"}
{"from": "host", "message": {"jsonrpc": "2.0", "id": "h-25", "method": "configureCell", "params": {"width": 375, "widgets.check/future": {"a": [1]}}}, "check": "unknownMembers"}
{"from": "widget", "message": {"jsonrpc": "2.0", "id": "h-25", "result": {"cell": {"type": "cell", "version": "1.0", "content": {"type": "text", "text": "Any valid cell"}}}}, "check": "unknownMembers"}
{"from": "host", "message": {"jsonrpc": "2.0", "method": "widgets.check/hostNotice", "params": {}}, "note": "A notification of an unknown method is ignored.", "check": "unknownMembers"}
{"from": "host", "message": {"jsonrpc": "2.0", "id": "h-26", "method": "viewController", "params": {"width": 375, "sizeClass": "compact", "widgets.check/future": 1}}, "check": "unknownMembers"}
{"from": "widget", "message": {"jsonrpc": "2.0", "id": "h-26", "result": null}, "note": "null or a valid controller.", "check": "unknownMembers"}
{"from": "host", "message": {"jsonrpc": "2.0", "id": "h-27", "method": "cellHeight", "params": {"width": "wide"}}, "check": "invalidParams"}
{"from": "widget", "message": {"jsonrpc": "2.0", "id": "h-27", "error": {"code": -32602, "message": "width must be a number", "data": {"pointer": "/width"}}}, "check": "invalidParams"}
{"from": "host", "message": {"jsonrpc": "2.0", "id": "h-28", "method": "configureCell", "params": {}}, "note": "A required member is missing: the pointer names it.", "check": "invalidParams"}
{"from": "widget", "message": {"jsonrpc": "2.0", "id": "h-28", "error": {"code": -32602, "message": "width is required", "data": {"pointer": "/width"}}}, "check": "invalidParams"}
{"from": "host", "message": {"jsonrpc": "2.0", "id": "h-29", "method": "viewController", "params": {"width": 375, "sizeClass": "huge"}}, "check": "invalidParams"}
{"from": "widget", "message": {"jsonrpc": "2.0", "id": "h-29", "error": {"code": -32602, "message": "sizeClass must be compact or regular", "data": {"pointer": "/sizeClass"}}}, "check": "invalidParams"}
{"from": "host", "message": {"jsonrpc": "2.0", "id": "h-30", "method": "cellHeight", "params": [375]}, "note": "params as an array: the protocol's params are objects.", "check": "invalidParams"}
{"from": "widget", "message": {"jsonrpc": "2.0", "id": "h-30", "error": {"code": -32602, "message": "params must be an object", "data": {"pointer": ""}}}, "check": "invalidParams"}
{"from": "host", "raw": "{\"jsonrpc\":\"2.0\",\"id\":\"h-31\",\"method\":\"cellHeight\",\"params\":{\"width\":375.0}}", "note": "375.0, as the host writes it.", "check": "fractionalWidths"}
{"from": "widget", "message": {"jsonrpc": "2.0", "id": "h-31", "result": {"height": 96}}, "check": "fractionalWidths"}
{"from": "host", "raw": "{\"jsonrpc\":\"2.0\",\"id\":\"h-32\",\"method\":\"configureCell\",\"params\":{\"width\":375.0}}", "check": "fractionalWidths"}
{"from": "widget", "message": {"jsonrpc": "2.0", "id": "h-32", "result": {"cell": {"type": "cell", "version": "1.0", "content": {"type": "text", "text": "Any valid cell"}}}}, "check": "fractionalWidths"}
{"from": "host", "message": {"jsonrpc": "2.0", "id": "h-33", "method": "cellHeight", "params": {"width": 337.5}}, "check": "fractionalWidths"}
{"from": "widget", "message": {"jsonrpc": "2.0", "id": "h-33", "result": {"height": 96}}, "check": "fractionalWidths"}
{"from": "host", "message": {"jsonrpc": "2.0", "id": "h-34", "method": "configureCell", "params": {"width": 337.5}}, "check": "fractionalWidths"}
{"from": "widget", "message": {"jsonrpc": "2.0", "id": "h-34", "result": {"cell": {"type": "cell", "version": "1.0", "content": {"type": "text", "text": "Any valid cell"}}}}, "check": "fractionalWidths"}
{"from": "host", "message": {"jsonrpc": "2.0", "id": "h-35", "method": "shutdown"}, "check": "afterShutdown"}
{"from": "widget", "message": {"jsonrpc": "2.0", "id": "h-35", "result": {}}, "check": "afterShutdown"}
{"from": "host", "message": {"jsonrpc": "2.0", "id": "h-36", "method": "cellHeight", "params": {"width": 375}}, "note": "Everything after shutdown gets -32009: a known method,", "check": "afterShutdown"}
{"from": "widget", "message": {"jsonrpc": "2.0", "id": "h-36", "error": {"code": -32009, "message": "The widget is shutting down"}}, "check": "afterShutdown"}
{"from": "host", "message": {"jsonrpc": "2.0", "id": "h-37", "method": "widgets.check/noSuchMethod", "params": {}}, "note": "an unknown one,", "check": "afterShutdown"}
{"from": "widget", "message": {"jsonrpc": "2.0", "id": "h-37", "error": {"code": -32009, "message": "The widget is shutting down"}}, "check": "afterShutdown"}
{"from": "host", "message": {"jsonrpc": "2.0", "id": "h-38", "method": "initialize", "params": {"protocolVersion": "1.1", "supportedVersions": ["1.1", "1.0"], "host": {"name": "WidgetHost", "version": "0.1.0"}, "user": {"userID": "usr-7f3c2a9e"}, "locale": "en-GB", "timeZone": "Europe/London", "capabilities": {"nodeKinds": ["vstack", "hstack", "zstack", "spacer", "divider", "text", "dateText", "image", "label", "badge", "progress", "facts", "button", "toggle", "list", "placeholder"], "maxLineBytes": 1048576, "limits": {"maxNodes": 200, "maxDepth": 12, "maxTextLength": 2000, "maxActionPayloadBytes": 2048, "maxImageDataBytes": 262144, "maxListItems": 50, "maxFactsRows": 20, "maxTimelineEntries": 50}}}}, "note": "initialize,", "check": "afterShutdown"}
{"from": "widget", "message": {"jsonrpc": "2.0", "id": "h-38", "error": {"code": -32009, "message": "The widget is shutting down"}}, "check": "afterShutdown"}
{"from": "host", "message": {"jsonrpc": "2.0", "id": "h-39", "method": "shutdown"}, "note": "and a second shutdown.", "check": "afterShutdown"}
{"from": "widget", "message": {"jsonrpc": "2.0", "id": "h-39", "error": {"code": -32009, "message": "The widget is shutting down"}}, "check": "afterShutdown"}
"""##
}
