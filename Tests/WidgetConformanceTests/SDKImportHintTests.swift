import Testing

@testable import WidgetConformance

/// `check` says where the SDK must be when a widget cannot load it: not found (Python's
/// ModuleNotFoundError, Node's ERR_MODULE_NOT_FOUND), or refused by the sandbox (EACCES on a file
/// in a widgetsdk folder the widget may not read).
@Suite struct SDKImportHintTests {
    @Test func aMissingPythonSDKIsToldWhereToCopyIt() throws {
        let hint = try #require(
            SDKImportHint.hint(
                stderr: ["Traceback (most recent call last):", "ModuleNotFoundError: No module named 'widgetsdk'"],
                command: WidgetCommand(["python3", "/home/ada/gate/main.py"])))
        #expect(hint.contains("cannot find the SDK"))
        #expect(hint.contains("protocol/sdk/python/widgetsdk"))
        #expect(hint.contains("into /home/ada/gate/, next to the widget"))
        #expect(hint.contains("permissions.read"))
    }

    @Test func aRefusedNodeSDKNamesTheFolderTheSandboxRefused() throws {
        let line = "Error: EACCES: permission denied, open '/srv/shared/widgetsdk/index.js'"
        #expect(SDKImportHint.refusedSDKFolder(line) == "/srv/shared/widgetsdk")
        let hint = try #require(SDKImportHint.hint(stderr: [line], command: WidgetCommand(["node", "main.js"])))
        #expect(hint.contains("imports the SDK from /srv/shared/widgetsdk, which the sandbox does not let it read"))
        #expect(hint.contains("protocol/sdk/node/widgetsdk"))
        #expect(hint.contains("next to main.js"))
    }

    @Test func otherFailuresGetNoSDKHint() {
        let command = WidgetCommand(["python3", "main.py"])
        #expect(SDKImportHint.hint(stderr: ["ModuleNotFoundError: No module named 'requests'"], command: command) == nil)
        #expect(SDKImportHint.hint(stderr: ["PermissionError: [Errno 13] Permission denied: '/etc/shadow'"], command: command) == nil)
    }
}
