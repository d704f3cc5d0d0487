import Foundation
import WidgetJSON

/// A widget the user installed: its manifest as approved, where its files are, and their
/// digest (``InstallStore``).
public struct InstalledWidget: Sendable, Hashable {
    /// The manifest the user agreed to, kept in the record (the copy in the folder is checked
    /// against the digest like every other file).
    public var manifest: BundleManifest
    /// The bundle's installed folder.
    public var folder: String
    public var digest: BundleDigest
    public var installedAt: Date
    /// Where it was installed from (a path, as given).
    public var source: String
    /// The logo's file name in ``folder``, if the bundle has one.
    public var logo: String?
    /// Whether the conformance check was skipped (`--force`).
    public var checkSkipped: Bool

    public init(
        manifest: BundleManifest, folder: String, digest: BundleDigest, installedAt: Date, source: String, logo: String?,
        checkSkipped: Bool
    ) {
        self.manifest = manifest
        self.folder = folder
        self.digest = digest
        self.installedAt = installedAt
        self.source = source
        self.logo = logo
        self.checkSkipped = checkSkipped
    }

    public var id: String { manifest.id }

    /// How the installed folder differs from what was approved (empty: intact). Reads and
    /// hashes every file: call it off the cooperative pool.
    public func changes() -> [BundleChange] {
        digest.changes(in: folder)
    }

    /// The logo's full path, if there is one.
    public var logoPath: String? { logo.map { folder + "/" + $0 } }

    // MARK: - The record

    /// The record's JSON (`records/<id>.json`): the manifest's own JSON, the files' digest and
    /// where and when it came from.
    func recordJSON(manifestJSON: JSONValue) -> JSONValue {
        var object: JSONObject = [
            "format": 1, "id": .string(id), "version": .string(manifest.version.description),
            "installedAt": .string(ISO8601DateFormatter().string(from: installedAt)), "source": .string(source),
            "checkSkipped": .bool(checkSkipped), "manifest": manifestJSON, "files": digest.json,
        ]
        if let logo { object["logo"] = .string(logo) }
        return .object(object)
    }

    /// Reads a record; `folder` is where the store keeps this widget's files.
    static func fromRecord(_ bytes: [UInt8], folder: String, expectedID: String) throws(BundleError) -> InstalledWidget {
        let json: JSONValue
        do { json = try JSONValue(parsing: bytes, maxDepth: 32) } catch { throw .recordDamaged(expectedID, "it is not JSON") }
        guard json["format"]?.intValue == 1, let manifestJSON = json["manifest"],
            case .object = manifestJSON, let files = json["files"].flatMap(BundleDigest.init(json:)),
            let installedText = json["installedAt"]?.stringValue, let installedAt = ISO8601DateFormatter().date(from: installedText),
            let source = json["source"]?.stringValue
        else { throw .recordDamaged(expectedID, "a member is missing or of the wrong type") }
        let manifest: BundleManifest
        do {
            manifest = try BundleManifestReader.parse(manifestJSON.serialized())
        } catch {
            throw .recordDamaged(expectedID, "its manifest is not valid")
        }
        guard manifest.id == expectedID else { throw .recordDamaged(expectedID, "it is the record of \"\(manifest.id)\"") }
        return InstalledWidget(
            manifest: manifest, folder: folder, digest: files, installedAt: installedAt, source: source, logo: json["logo"]?.stringValue,
            checkSkipped: json["checkSkipped"]?.boolValue ?? false)
    }
}
