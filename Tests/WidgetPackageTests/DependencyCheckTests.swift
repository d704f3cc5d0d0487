import Foundation
import Testing

/// The import check catches what it is for: drift planted in small inputs.
@Suite struct DependencyCheckTests {
    @Test func importsAreReadWhateverTheirAttributes() {
        // One line per import, escaped so that this file's own imports stay the real ones.
        let source = [
            "import Foundation", "@testable import widgets", "package import WidgetJSON",
            "@_spi(Testing) public import WidgetHost", "import struct WidgetProtocol.Cell", "// import WidgetRPC",
            "let imported = \"import WidgetServe\"",
        ].joined(separator: "\n")
        let modules: Set<String> = ["widgets", "WidgetJSON", "WidgetHost", "WidgetProtocol", "WidgetRPC", "WidgetServe"]
        #expect(DependencyCheck.imports(in: source, among: modules) == ["widgets", "WidgetJSON", "WidgetHost", "WidgetProtocol"])
    }

    @Test func driftNamesTheUndeclaredAndTheUnused() {
        let drift = DependencyCheck.drift(
            target: "WidgetDashboard", declared: ["WidgetHost", "WidgetRendering", "widget-sentinel"],
            imported: ["WidgetHost", "WidgetJSON"], builtAlongside: ["widget-sentinel"])
        #expect(
            drift == [
                "WidgetDashboard imports WidgetJSON without declaring it in Package.swift",
                "WidgetDashboard declares WidgetRendering in Package.swift but imports it nowhere",
            ])
        #expect(DependencyCheck.drift(target: "A", declared: ["B"], imported: ["B"], builtAlongside: []).isEmpty)
    }
}
