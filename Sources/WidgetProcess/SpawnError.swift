import CWidgetSpawn

/// Why a widget process could not be started. Each description says what to do.
public enum SpawnError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No such file (execve ENOENT, or not found in any `searchPath` directory). Also
    /// reported when a `#!` script names an interpreter that does not exist.
    case executableNotFound(path: String, searched: [String])
    /// The file exists but may not be executed (EACCES: no x bit, a directory, a noexec mount).
    case permissionDenied(path: String)
    /// The kernel does not recognise the file as a program (ENOEXEC: no ELF header, no `#!`).
    case execFormatError(path: String)
    /// execve failed for another reason (E2BIG, ETXTBSY, ELOOP…).
    case execFailed(path: String, errno: Int32)
    /// chdir to the working directory failed in the child.
    case badWorkingDirectory(path: String, errno: Int32)
    /// setrlimit failed in the child, e.g. a limit above the host's hard limit.
    case resourceLimitFailed(resource: String, errno: Int32)
    /// An argument or environment variable cannot be passed through execve.
    case invalidArgument(String)
    case invalidEnvironment(EnvironmentError)
    /// A system call of the spawn machinery failed (e.g. EMFILE creating pipes, EAGAIN cloning).
    case systemCallFailed(call: String, errno: Int32)
    /// The `widget-sentinel` helper every widget runs under is missing, cannot be executed, or
    /// failed before the widget started; `reason` completes "The widget sentinel …".
    case sentinelUnavailable(reason: String)
    /// The sandbox was required (`SandboxPolicy.Mode.required`) and these guarantees could not
    /// be given on this kernel; the widget was not started.
    case sandboxIncomplete(missing: [SandboxGuarantee])
    /// The sandbox's private `TMPDIR` could not be made in `parent` (the host's `TMPDIR`, or
    /// `/tmp`): missing, not writable, or full.
    case temporaryFolderFailed(parent: String, errno: Int32)

    public var description: String {
        switch self {
        case .executableNotFound(let path, let searched):
            if searched.isEmpty {
                return
                    """
                    The widget executable \(path) does not exist (or its #! interpreter does not); check the path in the widget's \
                    manifest.
                    """
            }
            return
                """
                The widget executable \"\(path)\" was not found in \(searched.joined(separator: ":")); give an absolute path or \
                install it in one of those directories.
                """
        case .permissionDenied(let path):
            return
                """
                The widget executable \(path) may not be executed (permission denied: no execute bit, a directory, or a noexec \
                mount); run chmod +x on it or fix the path.
                """
        case .execFormatError(let path):
            return
                """
                The widget executable \(path) is not a program this system can run (exec format error); build it for Linux \
                \(Self.architecture) or start a script with a #! line.
                """
        case .execFailed(let path, let errno):
            return "The widget executable \(path) could not be started: \(ProcessSystemCalls.describe(errno: errno))."
        case .badWorkingDirectory(let path, let errno):
            return
                """
                The widget's working directory \(path) cannot be entered: \(ProcessSystemCalls.describe(errno: errno)); create it or \
                fix the manifest.
                """
        case .resourceLimitFailed(let resource, let errno):
            return
                """
                The widget's \(resource) limit could not be applied: \(ProcessSystemCalls.describe(errno: errno)); lower it below the \
                host's hard limit.
                """
        case .invalidArgument(let reason):
            return "A widget argument cannot be passed to a process: \(reason)."
        case .invalidEnvironment(let error):
            return error.description
        case .systemCallFailed(let call, let errno):
            return
                """
                Starting the widget failed in \(call): \(ProcessSystemCalls.describe(errno: errno)); the host may be out of processes \
                or file descriptors.
                """
        case .sandboxIncomplete(let missing):
            let what = missing.map { "\($0.rawValue) (needs \($0.needs))" }.joined(separator: ", ")
            return
                """
                The widget was not started: its sandbox is required, and this kernel cannot give \(what); run it on a newer \
                kernel, or let it start with what the kernel offers (--sandbox on, or no "sandbox": "required" in its manifest).
                """
        case .temporaryFolderFailed(let parent, let errno):
            return
                """
                The widget's private TMPDIR could not be made in \(parent): \(ProcessSystemCalls.describe(errno: errno)); set the \
                host's TMPDIR to a folder it can write.
                """
        case .sentinelUnavailable(let reason):
            return
                """
                The widget sentinel (\(SentinelLocator.executableName), which every widget runs under so that nothing it starts \
                outlives it or the host) \(reason); build it with 'swift build --product \(SentinelLocator.executableName)' and keep \
                it next to the host's executable, or set \(SentinelLocator.environmentVariable) to its absolute path.
                """
        }
    }

    private static var architecture: String {
        #if arch(x86_64)
        return "x86_64"
        #elseif arch(arm64)
        return "arm64"
        #else
        return "this architecture"
        #endif
    }

    /// Maps the child's (or the parent's) report of a failed spawn to a case.
    init(stage: Int32, errno: Int32, detail: Int32, path: String, workingDirectory: String?, temporaryParent: String? = nil) {
        switch cws_stage(UInt32(stage)) {
        case CWS_STAGE_EXEC:
            switch errno {
            case ProcessSystemCalls.enoent: self = .executableNotFound(path: path, searched: [])
            case ProcessSystemCalls.eacces: self = .permissionDenied(path: path)
            case ProcessSystemCalls.enoexec: self = .execFormatError(path: path)
            default: self = .execFailed(path: path, errno: errno)
            }
        case CWS_STAGE_CHDIR:
            self = .badWorkingDirectory(path: workingDirectory ?? ".", errno: errno)
        case CWS_STAGE_RLIMIT:
            self = .resourceLimitFailed(resource: ResourceLimits.name(of: detail), errno: errno)
        case CWS_STAGE_SANDBOX:
            self = .sandboxIncomplete(missing: SandboxGuarantee.set(from: detail).sorted())
        case CWS_STAGE_TMPDIR:
            self = .temporaryFolderFailed(parent: temporaryParent ?? "/tmp", errno: errno)
        case CWS_STAGE_SENTINEL_EXEC:
            self = .sentinelUnavailable(reason: "could not be executed: \(ProcessSystemCalls.describe(errno: errno))")
        case CWS_STAGE_SENTINEL:
            self = .sentinelUnavailable(
                reason: errno == 0
                    ? "ended before it started the widget"
                    : "failed to set up (step \(detail)): \(ProcessSystemCalls.describe(errno: errno))")
        default:
            self = .systemCallFailed(call: Self.callName(stage: stage), errno: errno)
        }
    }

    private static func callName(stage: Int32) -> String {
        switch cws_stage(UInt32(stage)) {
        case CWS_STAGE_PIPE: return "pipe2"
        case CWS_STAGE_CLONE: return "clone"
        case CWS_STAGE_PIDFD: return "pidfd_open"
        case CWS_STAGE_SETSID: return "setsid"
        case CWS_STAGE_DUP2: return "dup2"
        case CWS_STAGE_CLOSE_FDS: return "close_range"
        case CWS_STAGE_PDEATHSIG: return "prctl(PR_SET_PDEATHSIG)"
        case CWS_STAGE_PARENT_DIED: return "the parent-death check (the host thread died during spawn)"
        default: return "spawn stage \(stage)"
        }
    }
}
