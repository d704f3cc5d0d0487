/// The page's script and stylesheet, compiled in from `Resources/` (SwiftPM's `embedInCode`):
/// the server reads no file at run time.
enum PageAssets {
    static let script: [UInt8] = PackageResources.page_js
    static let stylesheet: [UInt8] = PackageResources.page_css
    /// The dashboard editor's, apart from the page's own (Resources/editor.js, editor.css).
    static let editorScript: [UInt8] = PackageResources.editor_js
    static let editorStylesheet: [UInt8] = PackageResources.editor_css
}
