import Testing
import WidgetProcess
import WidgetProtocol

@testable import WidgetBundles

/// widget.json: what the format accepts, and a pointer and a hint for what it refuses.
@Suite struct BundleManifestReaderTests {
    enum Parsed {
        case success(BundleManifest)
        case failure([BundleManifestProblem])

        func get() throws -> BundleManifest {
            guard case .success(let manifest) = self else { throw BundleError.noWidgetJSON("refused") }
            return manifest
        }
    }

    func parse(_ overrides: [String: String]) -> Parsed {
        do throws(BundleError) {
            return .success(try BundleManifestReader.parse(Array(BundleFixtures.manifestJSON(overrides).utf8)))
        } catch {
            guard case .invalidWidgetJSON(_, let problems) = error else { return .failure([]) }
            return .failure(problems)
        }
    }

    @Test func aFullManifestReads() throws {
        let manifest = try parse([
            "permissions": #"{"read": ["/usr/share/zoneinfo/"], "write": ["${dataDir}/cache"], "network": [443, 443, 8080]}"#,
            "sandbox": #""required""#, "dashboards": #"["airport", "trip"]"#,
        ]).get()
        #expect(manifest.id == "hello")
        #expect(manifest.version == BundleVersion(major: 1, minor: 0, patch: 0))
        #expect(manifest.dashboards == [DashboardKind.airport, .trip])
        #expect(
            manifest.permissions
                == BundlePermissions(read: ["/usr/share/zoneinfo"], write: ["${dataDir}/cache"], network: [443, 8080], sandbox: .required))
    }

    @Test(arguments: [
        (["permisions": "{}"], "/permisions"),
        (["id": "\"../x\""], "/id"),
        (["id": "\".hidden\""], "/id"),
        (["version": "\"1.0\""], "/version"),
        (["version": "\"01.0.0\""], "/version"),
        (["widgetType": "\"Hello-Type\""], "/widgetType"),
        (["name": "-"], "/name"),
        (["command": "[]"], "/command"),
        (["command": "[\"/usr/bin/python3\", \"main.py\"]"], "/command/0"),
        (["command": "[\"../main.py\"]"], "/command/0"),
        (["dashboards": "[\"home\"]"], "/dashboards/0"),
        (["dashboards": "[\"trip\", \"trip\"]"], "/dashboards/1"),
        (["sandbox": "\"off\""], "/sandbox"),
        (["permissions": "{\"read\": [\"relative/path\"]}"], "/permissions/read/0"),
        (["permissions": "{\"write\": [\"${dataDir}/../other\"]}"], "/permissions/write/0"),
        (["permissions": "{\"network\": [0]}"], "/permissions/network/0"),
        (["permissions": "{\"listen\": [80]}"], "/permissions/listen"),
        (["description": "\"two\\nlines\""], "/description"),
    ])
    func aBrokenManifestIsRefusedAtItsPointer(overrides: [String: String], pointer: String) {
        guard case .failure(let problems) = parse(overrides) else {
            Issue.record("\(overrides) was accepted")
            return
        }
        #expect(problems.map { $0.pointer } == [pointer], "\(problems)")
        #expect(problems.allSatisfy { !$0.hint.isEmpty })
    }

    @Test func versionsCompareNumberByNumber() throws {
        let versions = ["0.9.9", "1.2.0", "1.10.0", "2.0.0"].compactMap(BundleVersion.init)
        #expect(versions.count == 4)
        #expect(versions == versions.sorted())
        #expect(BundleVersion("1.10.0")! > BundleVersion("1.9.3")!)
    }

    @Test func growthIsWhatTheNewVersionAsksBeyondTheOld() {
        let old = BundlePermissions(read: ["/srv/maps"], write: ["/srv/cache"], network: [443], sandbox: .required)
        let same = BundlePermissions(
            read: ["/srv/maps/europe", "/srv/cache"], write: ["/srv/cache/tiles"], network: [443], sandbox: .required)
        #expect(old.growth(to: same).isEmpty)
        let more = BundlePermissions(read: ["/srv/maps", "/etc/hosts"], write: ["/srv/maps"], network: [443, 8443], sandbox: .on)
        let growth = old.growth(to: more)
        #expect(growth.read == ["/etc/hosts"])
        #expect(growth.write == ["/srv/maps"])
        #expect(growth.network == [8443])
        #expect(growth.sandboxRelaxed)
        #expect(!growth.isEmpty)
        // A path that only shares a prefix is not covered: /srv/maps-private is not beneath /srv/maps.
        #expect(old.growth(to: BundlePermissions(read: ["/srv/maps-private"])).read == ["/srv/maps-private"])
    }
}
