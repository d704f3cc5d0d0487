import WidgetSDK

await WidgetRunner.run(ChecklistWidget.self)
