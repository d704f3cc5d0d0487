/// Reads and checks a staged bundle's folder: `widget.json` against the format, the command's
/// program or script (a file of the bundle; a program given by path is executable), and the
/// logo, if there is one (a PNG or SVG of the widget's type, at most 256 KiB).
enum BundleInspector {
    static let maximumManifestBytes = 64 * 1024
    static let maximumLogoBytes: UInt64 = 256 * 1024

    static func inspect(_ root: String, digest: BundleDigest) throws(BundleError) -> (BundleManifest, logo: String?) {
        let manifestPath = root + "/" + BundleManifest.fileName
        guard case .file(let size, _)? = FileSystem.kind(manifestPath) else { throw .noWidgetJSON(root) }
        guard size <= maximumManifestBytes, let bytes = FileSystem.contents(manifestPath, limit: maximumManifestBytes) else {
            throw .invalidWidgetJSON(
                BundleManifest.fileName,
                [BundleManifestProblem(pointer: "", problem: "it is larger than 64 KiB", hint: "a widget.json is a few lines")])
        }
        let manifest = try BundleManifestReader.parse(bytes)
        let files = Dictionary(uniqueKeysWithValues: digest.files.map { ($0.path, $0.kind) })
        func isFile(_ path: String) -> Bool {
            guard let clean = try? BundlePath.checked(path, limits: BundleLimits()) else { return false }
            if case .file? = files[clean] { return true }
            // A link inside the bundle to a file counts: it was checked to stay inside.
            if case .symlink? = files[clean], case .file? = FileSystem.kind(FileSystem.realPath(root + "/" + clean) ?? "") { return true }
            return false
        }
        guard let entry = manifest.entryPoint(isFile: isFile) else {
            throw .missingCommand(
                manifest.id,
                """
                its command \(manifest.command) names no file of the bundle: give the program by its path in the bundle \
                (["bin/widget"]) or an interpreter and the bundle's script (["python3", "main.py"])
                """)
        }
        guard isFile(entry) else {
            throw .missingCommand(
                manifest.id,
                """
                its program \(entry) is not in the bundle; add it (a program built elsewhere: widgets pack --add \(entry)=<file>), \
                or fix the command
                """)
        }
        if manifest.command[0].contains("/") {
            let program = try BundlePath.checked(manifest.command[0], limits: BundleLimits())
            let kind = files[program].flatMap { kind -> Bool? in
                if case .file(_, _, let executable) = kind { return executable }
                return nil
            }
            guard kind == true || FileSystem.isExecutable(root + "/" + program) else {
                throw .missingCommand(manifest.id, "its program \(program) is not executable; run chmod +x on it and pack it again")
            }
        }
        let logo = try self.logo(of: manifest, root: root, files: files)
        return (manifest, logo)
    }

    private static func logo(of manifest: BundleManifest, root: String, files: [String: BundleFile.Kind]) throws(BundleError) -> String? {
        for name in manifest.logoNames {
            guard let kind = files[name] else { continue }
            guard case .file(_, let size, _) = kind else { throw .badLogo(name, "it is not a file") }
            guard size <= maximumLogoBytes else { throw .badLogo(name, "it is \(size) bytes; a logo is at most 256 KiB") }
            guard let bytes = FileSystem.contents(root + "/" + name, limit: Int(maximumLogoBytes)) else {
                throw .badLogo(name, "it cannot be read")
            }
            if name.hasSuffix(".png") {
                guard bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else {
                    throw .badLogo(name, "it is not a PNG image")
                }
            } else {
                let text = String(decoding: bytes.prefix(4096), as: UTF8.self)
                guard text.contains("<svg") else { throw .badLogo(name, "it is not an SVG image") }
            }
            return name
        }
        return nil
    }
}
