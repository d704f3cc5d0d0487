/// The page's script and stylesheet, compiled in from `Resources/` (SwiftPM's `embedInCode`):
/// the server reads no file at run time.
enum PageAssets {
    static let script: [UInt8] = PackageResources.page_js
    static let stylesheet: [UInt8] = PackageResources.page_css
}
