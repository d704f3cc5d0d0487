import Testing
import WidgetProcess

@Suite struct ChildEnvironmentTests {
    let environment = ChildEnvironment(
        widgetID: "w1", protocolVersion: "1", dataDirectory: "/data/w1", extra: ["LANG": "de_DE.UTF-8", "API_BASE": "https://x"])

    @Test func copiesOnlyTheAllowlistThenExtraThenOwnedVariables() throws {
        let host = [
            "PATH": "/bin", "LANG": "C", "SECRET_TOKEN": "s", "LD_PRELOAD": "/evil.so", "NOTIFY_SOCKET": "/run/x", "WIDGET_ID": "spoof",
        ]
        #expect(
            try environment.build(host: host) == [
                "PATH": "/bin", "LANG": "de_DE.UTF-8", "API_BASE": "https://x",
                "WIDGET_ID": "w1", "WIDGET_PROTOCOL_VERSION": "1", "WIDGET_DATA_DIR": "/data/w1",
            ])
    }

    @Test func aPinnedClockIsGivenAsWidgetNowAndCannotBeSpoofed() throws {
        var pinned = environment
        pinned.pinnedNow = "2027-03-01T08:00:00Z"
        pinned.extra = ["WIDGET_NOW": "1999-01-01T00:00:00Z"]
        #expect(try pinned.build(host: [:])["WIDGET_NOW"] == "2027-03-01T08:00:00Z")
        #expect(try environment.build(host: ["WIDGET_NOW": "x"])["WIDGET_NOW"] == nil, "not pinned: not set, not inherited")
    }

    @Test func manifestCannotOverrideOwnedVariables() throws {
        var spoofing = environment
        spoofing.extra = ["WIDGET_ID": "other"]
        #expect(try spoofing.build(host: [:])["WIDGET_ID"] == "w1")
    }

    @Test(arguments: [
        ("", "v", EnvironmentError.emptyKey),
        ("A=B", "v", .keyContainsEquals(key: "A=B")),
        ("A\0B", "v", .keyContainsNUL(key: "A\0B")),
        ("KEY", "v\0w", .valueContainsNUL(key: "KEY")),
    ])
    func rejectsVariablesExecveCannotCarry(_ key: String, _ value: String, _ expected: EnvironmentError) {
        var bad = environment
        bad.extra = [key: value]
        #expect(throws: expected) { try bad.build(host: [:]) }
    }
}
