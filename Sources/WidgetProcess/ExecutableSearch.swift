/// Finds a program by name as a shell would, without running anything: the first executable
/// regular file of that name in the folders of a PATH value.
public enum ExecutableSearch {
    /// The folders of a PATH value (`/usr/local/bin:/usr/bin`), in order.
    public static func directories(in searchPath: String) -> [String] {
        searchPath.split(separator: ":").map(String.init)
    }

    /// The path of `name` in the first of `directories` that holds it as an executable file.
    public static func find(_ name: String, in directories: [String]) -> String? {
        for directory in directories where !directory.isEmpty {
            let candidate = directory.hasSuffix("/") ? directory + name : directory + "/" + name
            if ProcessSystemCalls.isExecutableFile(candidate) { return candidate }
        }
        return nil
    }
}
