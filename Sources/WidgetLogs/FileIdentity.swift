#if canImport(Glibc)
import Glibc
#endif

/// A file's identity for following it: `stat(2)` (through symbolic links, unlike
/// `FileManager.attributesOfItem`).
enum FileIdentity {
    static func of(_ path: String) -> (inode: UInt64, size: UInt64)? {
        #if canImport(Glibc)
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return (UInt64(info.st_ino), UInt64(info.st_size))
        #else
        return nil
        #endif
    }
}
