// A widget author imports only WidgetSDK: the wire types (Trip, Flight, Airport, Cell,
// CellNode, WidgetController, ...) and JSONValue come with it.
@_exported import WidgetJSON
@_exported import WidgetProtocol
