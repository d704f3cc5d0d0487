/// The version of this package: the host's `HostInfo.version`, `widgets --version`, and the
/// conformance kit's. Written once, here.
public enum WidgetHostVersion {
    public static let current = "0.1.0"
}
