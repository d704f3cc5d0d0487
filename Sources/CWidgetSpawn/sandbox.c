// The widget sandbox (CWidgetSpawn.h, "The sandbox"): applied by widget-sentinel in the widget's
// process between fork and execve, so it holds whatever the widget is written in and every
// process the widget starts inherits it. Order matters: no_new_privs first (Landlock and seccomp
// need it without CAP_SYS_ADMIN), then the capabilities go, then Landlock, then seccomp last (its
// filter would not stop the steps before, but nothing after it needs a denied call).
#define _GNU_SOURCE
#include "CWidgetSpawn.h"

#include <errno.h>
#include <fcntl.h>
#include <linux/audit.h>
#include <linux/capability.h>
#include <linux/filter.h>
#include <linux/landlock.h>
#include <linux/seccomp.h>
#include <linux/securebits.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <unistd.h>

// MARK: - Landlock UAPI newer than the installed headers (6.1): include/uapi/linux/landlock.h

#ifndef LANDLOCK_ACCESS_FS_REFER
#define LANDLOCK_ACCESS_FS_REFER (1ULL << 13)
#endif
#ifndef LANDLOCK_ACCESS_FS_TRUNCATE
#define LANDLOCK_ACCESS_FS_TRUNCATE (1ULL << 14)
#endif
#ifndef LANDLOCK_ACCESS_FS_IOCTL_DEV
#define LANDLOCK_ACCESS_FS_IOCTL_DEV (1ULL << 15)
#endif
#ifndef LANDLOCK_ACCESS_NET_BIND_TCP
#define LANDLOCK_ACCESS_NET_BIND_TCP (1ULL << 0)
#endif
#ifndef LANDLOCK_ACCESS_NET_CONNECT_TCP
#define LANDLOCK_ACCESS_NET_CONNECT_TCP (1ULL << 1)
#endif
#ifndef LANDLOCK_SCOPE_ABSTRACT_UNIX_SOCKET
#define LANDLOCK_SCOPE_ABSTRACT_UNIX_SOCKET (1ULL << 0)
#endif
#ifndef LANDLOCK_SCOPE_SIGNAL
#define LANDLOCK_SCOPE_SIGNAL (1ULL << 1)
#endif
#define CWS_LANDLOCK_RULE_PATH_BENEATH 1
#define CWS_LANDLOCK_RULE_NET_PORT 2

// The ruleset attribute as of ABI 6 (the installed header knows only the first field). Passing
// the whole struct is fine on older kernels as long as the fields they do not know are zero.
struct cws_landlock_ruleset_attr {
    uint64_t handled_access_fs;
    uint64_t handled_access_net;
    uint64_t scoped;
};

struct cws_landlock_path_beneath_attr {
    uint64_t allowed_access;
    int32_t parent_fd;
} __attribute__((packed));

struct cws_landlock_net_port_attr {
    uint64_t allowed_access;
    uint64_t port;
};

#ifndef SYS_landlock_create_ruleset
#define SYS_landlock_create_ruleset 444
#define SYS_landlock_add_rule 445
#define SYS_landlock_restrict_self 446
#endif

#define FS_READ_EXECUTE (LANDLOCK_ACCESS_FS_EXECUTE | LANDLOCK_ACCESS_FS_READ_FILE | LANDLOCK_ACCESS_FS_READ_DIR)
// The rights that apply to a file (not a folder): the kernel refuses the others on a file rule.
#define FS_FILE_RIGHTS (LANDLOCK_ACCESS_FS_EXECUTE | LANDLOCK_ACCESS_FS_WRITE_FILE | LANDLOCK_ACCESS_FS_READ_FILE \
    | LANDLOCK_ACCESS_FS_TRUNCATE | LANDLOCK_ACCESS_FS_IOCTL_DEV)

int cws_landlock_abi(void) {
    long abi = syscall(SYS_landlock_create_ruleset, NULL, 0, LANDLOCK_CREATE_RULESET_VERSION);
    return abi < 0 ? 0 : (int)abi;
}

// Every filesystem right the given ABI knows: all of them are handled (denied unless granted).
static uint64_t fs_rights(int abi) {
    uint64_t rights = (LANDLOCK_ACCESS_FS_MAKE_SYM << 1) - 1; // ABI 1: bits 0-12
    if (abi >= 2) rights |= LANDLOCK_ACCESS_FS_REFER;
    if (abi >= 3) rights |= LANDLOCK_ACCESS_FS_TRUNCATE;
    if (abi >= 5) rights |= LANDLOCK_ACCESS_FS_IOCTL_DEV;
    return rights;
}

static void add_path_rule(int ruleset, const char *path, uint64_t rights) {
    int fd = open(path, O_PATH | O_CLOEXEC);
    if (fd < 0) return; // gone since the host listed it: nothing to grant
    struct stat info;
    if (fstat(fd, &info) == 0 && !S_ISDIR(info.st_mode)) rights &= FS_FILE_RIGHTS;
    struct cws_landlock_path_beneath_attr rule = { rights, fd };
    (void)syscall(SYS_landlock_add_rule, ruleset, CWS_LANDLOCK_RULE_PATH_BENEATH, &rule, 0);
    close(fd);
}

// Returns the guarantees Landlock gave (files, signals, ptrace, and the TCP half of network).
static int apply_landlock(const cws_sandbox *sandbox, int abi, int *tcp_confined) {
    *tcp_confined = 0;
    if (abi <= 0) return 0;
    uint64_t handled_fs = fs_rights(abi);
    struct cws_landlock_ruleset_attr attr = { handled_fs, 0, 0 };
    if (abi >= 4) attr.handled_access_net = LANDLOCK_ACCESS_NET_BIND_TCP | LANDLOCK_ACCESS_NET_CONNECT_TCP;
    if (abi >= 6) attr.scoped = LANDLOCK_SCOPE_SIGNAL | LANDLOCK_SCOPE_ABSTRACT_UNIX_SOCKET;
    int ruleset = (int)syscall(SYS_landlock_create_ruleset, &attr, sizeof attr, 0);
    if (ruleset < 0) return 0;
    for (int i = 0; i < sandbox->read_count; i++) add_path_rule(ruleset, sandbox->read_paths[i], FS_READ_EXECUTE & handled_fs);
    for (int i = 0; i < sandbox->write_count; i++) add_path_rule(ruleset, sandbox->write_paths[i], handled_fs);
    if (abi >= 4) {
        for (int i = 0; i < sandbox->port_count; i++) {
            struct cws_landlock_net_port_attr rule = { LANDLOCK_ACCESS_NET_CONNECT_TCP, sandbox->connect_ports[i] };
            (void)syscall(SYS_landlock_add_rule, ruleset, CWS_LANDLOCK_RULE_NET_PORT, &rule, 0);
        }
    }
    long restricted = syscall(SYS_landlock_restrict_self, ruleset, 0);
    close(ruleset);
    if (restricted < 0) return 0;
    *tcp_confined = abi >= 4;
    // Any Landlock domain keeps ptrace (and so /proc/<pid>/mem, environ, …) inside it. Files
    // count from ABI 3: before it, truncate(2) of any file was not controlled.
    int applied = CWS_SANDBOX_PTRACE;
    if (abi >= 3) applied |= CWS_SANDBOX_FILES;
    if (abi >= 6) applied |= CWS_SANDBOX_SIGNALS;
    return applied;
}

// MARK: - Capabilities

static int drop_capabilities(void) {
    // No root magic at the next execve (uid 0 would get every capability back), locked. Needs
    // CAP_SETPCAP: a host that is not root has no capabilities to lose, so a failure is fine.
    (void)prctl(PR_SET_SECUREBITS, SECBIT_NOROOT | SECBIT_NOROOT_LOCKED | SECBIT_NO_SETUID_FIXUP
        | SECBIT_NO_SETUID_FIXUP_LOCKED | SECBIT_KEEP_CAPS_LOCKED | SECBIT_NO_CAP_AMBIENT_RAISE
        | SECBIT_NO_CAP_AMBIENT_RAISE_LOCKED, 0, 0, 0);
    int last = CAP_LAST_CAP;
    while (prctl(PR_CAPBSET_READ, last + 1, 0, 0, 0) >= 0) last++; // a newer kernel knows more
    for (int cap = 0; cap <= last; cap++) (void)prctl(PR_CAPBSET_DROP, cap, 0, 0, 0);
    (void)prctl(PR_CAP_AMBIENT, PR_CAP_AMBIENT_CLEAR_ALL, 0, 0, 0);
    struct __user_cap_header_struct header = { _LINUX_CAPABILITY_VERSION_3, 0 };
    struct __user_cap_data_struct data[2];
    memset(data, 0, sizeof data);
    if (syscall(SYS_capset, &header, data) < 0) return 0;
    // Check rather than trust: nothing effective, permitted or inheritable; and for root an
    // empty bounding set too (without it, execve would hand uid 0 its capabilities again).
    if (syscall(SYS_capget, &header, data) < 0) return 0;
    for (int i = 0; i < 2; i++) {
        if (data[i].effective || data[i].permitted || data[i].inheritable) return 0;
    }
    if (geteuid() == 0) {
        for (int cap = 0; cap <= last; cap++) {
            if (prctl(PR_CAPBSET_READ, cap, 0, 0, 0) > 0) return 0;
        }
    }
    return CWS_SANDBOX_PRIVILEGES;
}

// MARK: - seccomp

// System calls no widget needs, answered EPERM (never a kill: a runtime that probes one keeps
// working). io_uring would bypass this filter, the mount family and key management are kernel
// attack surface, ptrace and process_vm_* reach other processes' memory. Modes, owners and
// extended attributes (an ACL is a mode) are here because Landlock does not control them, and
// a widget runs as the owner of everything its user owns (root owns the system): chmod of a
// file it may not even read could open it to everyone. Through an open file too: a file it may
// only read opens for reading, and fchmod asks nothing of the descriptor, so a root host's
// widget could make a system program setuid or world-writable; fchown of it drops its setuid
// bit. Numbers from 424 on are the same on every architecture.
static const int native_denied[] = {
    SYS_ptrace, SYS_process_vm_readv, SYS_process_vm_writev, SYS_bpf, SYS_perf_event_open,
    SYS_keyctl, SYS_add_key, SYS_request_key,
    SYS_mount, SYS_umount2, SYS_pivot_root,
    428 /* open_tree */, 429 /* move_mount */, 430 /* fsopen */, 431 /* fsconfig */, 432 /* fsmount */,
    433 /* fspick */, 442 /* mount_setattr */, 467 /* open_tree_attr */,
    SYS_kexec_load,
#ifdef SYS_kexec_file_load
    SYS_kexec_file_load,
#endif
    SYS_init_module, SYS_finit_module, SYS_delete_module,
    SYS_userfaultfd, 425 /* io_uring_setup */, 426 /* io_uring_enter */, 427 /* io_uring_register */,
#ifdef SYS_chmod
    SYS_chmod, SYS_chown, SYS_lchown,
#endif
    SYS_fchmod, SYS_fchmodat, 452 /* fchmodat2 */, SYS_fchown, SYS_fchownat,
    SYS_setxattr, SYS_lsetxattr, SYS_fsetxattr, SYS_removexattr, SYS_lremovexattr, SYS_fremovexattr,
    463 /* setxattrat */, 466 /* removexattrat */,
};

#if defined(__x86_64__)
#define NATIVE_ARCH AUDIT_ARCH_X86_64
// A 64-bit process can still enter the kernel through int 0x80 with i386 numbers
// (asm/unistd_32.h): the same list in those numbers. socketcall (102) multiplexes every socket
// call behind a pointer the filter cannot read, so it is denied whole.
#define COMPAT_ARCH AUDIT_ARCH_I386
#define COMPAT_SOCKET 359
#define COMPAT_PRLIMIT 340
static const int compat_denied[] = {
    26 /* ptrace */, 347, 348 /* process_vm_readv, _writev */, 357 /* bpf */, 336 /* perf_event_open */,
    288 /* keyctl */, 286 /* add_key */, 287 /* request_key */,
    21 /* mount */, 22 /* umount */, 52 /* umount2 */, 217 /* pivot_root */,
    428, 429, 430, 431, 432, 433, 442, 467, // the new mount API
    283 /* kexec_load */, 128 /* init_module */, 350 /* finit_module */, 129 /* delete_module */,
    374 /* userfaultfd */, 425, 426, 427 /* io_uring_* */, 102 /* socketcall */,
    15 /* chmod */, 94 /* fchmod */, 306 /* fchmodat */, 452 /* fchmodat2 */, 182 /* chown */, 16 /* lchown */,
    95 /* fchown */, 212 /* chown32 */, 198 /* lchown32 */, 207 /* fchown32 */, 298 /* fchownat */,
    226 /* setxattr */, 227 /* lsetxattr */, 228 /* fsetxattr */, 235 /* removexattr */, 236 /* lremovexattr */,
    237 /* fremovexattr */, 463, 466,
};
// x32 uses the x86_64 arch value with this bit set in the number: denied whole.
#define X32_SYSCALL_BIT 0x40000000
#elif defined(__aarch64__)
#define NATIVE_ARCH AUDIT_ARCH_AARCH64
#endif

#define COUNT(array) ((int)(sizeof(array) / sizeof((array)[0])))
// Each list, with the calls whose arguments are checked, fits the search tree's table.
#define MAX_RULES 112
#define CHECKED_CALLS 16
_Static_assert(COUNT(native_denied) + CHECKED_CALLS <= MAX_RULES, "native_denied outgrew MAX_RULES");
#ifdef COMPAT_ARCH
_Static_assert(COUNT(compat_denied) + CHECKED_CALLS <= MAX_RULES, "compat_denied outgrew MAX_RULES");
#endif
#define DENY (SECCOMP_RET_ERRNO | (EPERM & SECCOMP_RET_DATA))
#define NO_SUCH_CALL (SECCOMP_RET_ERRNO | (ENOSYS & SECCOMP_RET_DATA))
#define MAX_FILTER 640
#define STATEMENT(code, k) ((struct sock_filter)BPF_STMT(code, k))
#define LOAD(field) STATEMENT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, field))
#define RETURN(value) STATEMENT(BPF_RET | BPF_K, value)

// Not in the installed headers (6.1) everywhere.
#ifndef MSG_FASTOPEN
#define MSG_FASTOPEN 0x20000000
#endif
#define CWS_TCP_FASTOPEN 23
#define CWS_TCP_FASTOPEN_CONNECT 30
#define CWS_TCP_FASTOPEN_KEY 33
#define CWS_TCP_FASTOPEN_NO_COOKIE 34
#define CWS_CLONE_VM 0x00000100
#define CWS_CLONE_SIGHAND 0x00000800
#define CWS_CLONE_THREAD 0x00010000
// The namespace flags clone(2) takes: none of them makes a thread.
#define CWS_CLONE_NAMESPACES (0x00020000 | 0x02000000 | 0x04000000 | 0x08000000 | 0x10000000 | 0x20000000 | 0x40000000)

// The places a jump in one architecture's block may go to, resolved when the block ends.
enum {
    TO_ALLOW, TO_DENY, TO_NO_SUCH_CALL, TO_PRLIMIT, TO_SOCKET, TO_INET_PROTOCOL, TO_NETLINK_PROTOCOL,
    TO_SOCKETPAIR, TO_SEND_FLAGS_2, TO_SEND_FLAGS_3, TO_SETSOCKOPT, TO_CLONE, TARGETS
};

// A jump waiting for its target: the instruction, which target it names, and whether that is
// its false branch (jf) rather than its true one (jt; for JA, k).
typedef struct {
    int at;
    int target;
    int on_false;
} pending_jump;

typedef struct {
    struct sock_filter code[MAX_FILTER];
    int length;
    int targets[TARGETS];
    pending_jump pending[MAX_FILTER];
    int pending_count;
} filter;

static int emit(filter *f, struct sock_filter instruction) {
    if (f->length >= MAX_FILTER) {
        f->length = MAX_FILTER + 1; // too long: refused below
        return MAX_FILTER - 1;
    }
    f->code[f->length] = instruction;
    return f->length++;
}

static void jump_later(filter *f, int at, int target, int on_false) {
    if (f->pending_count < MAX_FILTER) f->pending[f->pending_count++] = (pending_jump){ at, target, on_false };
}

// value == k → target, else on.
static void jump_if_equal(filter *f, uint32_t k, int target) {
    jump_later(f, emit(f, (struct sock_filter)BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, k, 0, 0)), target, 0);
}

// value != k → target, else on.
static void jump_unless_equal(filter *f, uint32_t k, int target) {
    jump_later(f, emit(f, (struct sock_filter)BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, k, 0, 0)), target, 1);
}

// value & k → target, else on.
static void jump_if_any(filter *f, uint32_t k, int target) {
    jump_later(f, emit(f, (struct sock_filter)BPF_JUMP(BPF_JMP | BPF_JSET | BPF_K, k, 0, 0)), target, 0);
}

static void jump_always(filter *f, int target) {
    jump_later(f, emit(f, (struct sock_filter)BPF_JUMP(BPF_JMP | BPF_JA, 0, 0, 0)), target, 0);
}

// Starts the block of one target: its first instruction is the next one.
static void label(filter *f, int target) {
    f->targets[target] = f->length;
}

typedef struct {
    uint32_t nr;
    int target;
} rule;

static int by_number(const void *a, const void *b) {
    uint32_t x = ((const rule *)a)->nr, y = ((const rule *)b)->nr;
    return x < y ? -1 : x > y;
}

// A search tree over the sorted rules, so that a call meets about log2(n) comparisons rather
// than every rule: the kernel runs the filter on every system call, and emulates it for every
// number when the filter is loaded (its cache of calls that are always allowed).
static void emit_tree(filter *f, const rule *rules, int count) {
    if (count <= 3) {
        for (int i = 0; i < count; i++) jump_if_equal(f, rules[i].nr, rules[i].target);
        jump_always(f, TO_ALLOW);
        return;
    }
    int middle = count / 2;
    int split = emit(f, (struct sock_filter)BPF_JUMP(BPF_JMP | BPF_JGE | BPF_K, rules[middle].nr, 0, 0));
    emit_tree(f, rules, middle);
    f->code[split].jt = (uint8_t)(f->length - split - 1);
    emit_tree(f, rules + middle, count - middle);
}

// One architecture's numbers for the calls whose arguments are checked; -1: it has no such call.
typedef struct {
    const int *denied;
    int denied_count;
    int prlimit, socket, socketpair, sendto, sendmsg, sendmmsg, setsockopt, listen, accept, accept4;
    int clone, clone3, fork, vfork;
} arch_calls;

// One architecture, its number loaded: each listed call denied; prlimit64 on another process
// denied (it could set the host's CPU limit to a second, and Landlock does not scope it);
// socket(2) by family and protocol, socketpair(2) by type, no TCP Fast Open, no server socket;
// clone(2) for threads only unless the widget may start processes, clone3 answered ENOSYS;
// everything else allowed. Every path ends in a return.
static void emit_arch(filter *f, const arch_calls *calls, int network, int processes) {
    rule rules[MAX_RULES];
    int n = 0;
    for (int i = 0; i < calls->denied_count; i++) rules[n++] = (rule){ (uint32_t)calls->denied[i], TO_DENY };
    const rule checked[] = {
        { (uint32_t)calls->prlimit, TO_PRLIMIT }, { (uint32_t)calls->socket, TO_SOCKET },
        { (uint32_t)calls->socketpair, TO_SOCKETPAIR }, { (uint32_t)calls->sendto, TO_SEND_FLAGS_3 },
        { (uint32_t)calls->sendmmsg, TO_SEND_FLAGS_3 }, { (uint32_t)calls->sendmsg, TO_SEND_FLAGS_2 },
        { (uint32_t)calls->setsockopt, TO_SETSOCKOPT }, { (uint32_t)calls->listen, TO_DENY },
        { (uint32_t)calls->accept, TO_DENY }, { (uint32_t)calls->accept4, TO_DENY },
        { (uint32_t)calls->clone3, TO_NO_SUCH_CALL },
        { (uint32_t)calls->clone, processes ? TO_ALLOW : TO_CLONE },
        { (uint32_t)calls->fork, processes ? TO_ALLOW : TO_DENY },
        { (uint32_t)calls->vfork, processes ? TO_ALLOW : TO_DENY },
    };
    _Static_assert(COUNT(checked) <= CHECKED_CALLS, "CHECKED_CALLS too small");
    for (int i = 0; i < COUNT(checked); i++) {
        if (checked[i].nr != (uint32_t)-1 && checked[i].target != TO_ALLOW) rules[n++] = checked[i];
    }
    qsort(rules, (size_t)n, sizeof rules[0], by_number);
    f->pending_count = 0;
    emit_tree(f, rules, n);

    // The blocks that read arguments, then the returns they end in (BPF jumps only forward).
    label(f, TO_PRLIMIT);
    emit(f, LOAD(args[0]));
    jump_if_equal(f, 0, TO_ALLOW); // pid 0: itself
    jump_always(f, TO_DENY);
    // socket(family, type, protocol): no socket at all without a network grant (UDP, raw,
    // netlink, and UNIX sockets, whose pathname connect Landlock cannot stop: a root daemon's
    // socket would be a way out); with one, only IPv4 and IPv6 with TCP or UDP (TCP confined to
    // the granted ports by Landlock, UDP for DNS; never MPTCP, whose subflows Landlock does not
    // see) and netlink's route family (getaddrinfo asks it which address families are up).
    label(f, TO_SOCKET);
    emit(f, LOAD(args[0]));
    if (network) {
        jump_if_equal(f, AF_INET, TO_INET_PROTOCOL);
        jump_if_equal(f, AF_INET6, TO_INET_PROTOCOL);
        jump_if_equal(f, AF_NETLINK, TO_NETLINK_PROTOCOL);
    }
    jump_always(f, TO_DENY);
    label(f, TO_INET_PROTOCOL);
    emit(f, LOAD(args[2]));
    jump_if_equal(f, 0, TO_ALLOW);
    jump_if_equal(f, IPPROTO_TCP, TO_ALLOW);
    jump_if_equal(f, IPPROTO_UDP, TO_ALLOW);
    jump_always(f, TO_DENY);
    label(f, TO_NETLINK_PROTOCOL);
    emit(f, LOAD(args[2]));
    jump_if_equal(f, 0, TO_ALLOW); // NETLINK_ROUTE
    jump_always(f, TO_DENY);
    // socketpair(AF_UNIX, type, …): a stream or seqpacket pair is two connected ends and
    // nothing more; a datagram end could sendto() any pathname socket on the machine.
    label(f, TO_SOCKETPAIR);
    emit(f, LOAD(args[0]));
    jump_unless_equal(f, AF_UNIX, TO_DENY);
    emit(f, LOAD(args[1]));
    emit(f, STATEMENT(BPF_ALU | BPF_AND | BPF_K, ~(uint32_t)(SOCK_NONBLOCK | SOCK_CLOEXEC)));
    jump_if_equal(f, SOCK_STREAM, TO_ALLOW);
    jump_if_equal(f, SOCK_SEQPACKET, TO_ALLOW);
    jump_always(f, TO_DENY);
    // TCP Fast Open connects from sendto/sendmsg, past the connect hook Landlock checks ports in.
    label(f, TO_SEND_FLAGS_2); // sendmsg(fd, msg, flags)
    emit(f, LOAD(args[2]));
    jump_if_any(f, MSG_FASTOPEN, TO_DENY);
    jump_always(f, TO_ALLOW);
    label(f, TO_SEND_FLAGS_3); // sendto(fd, buf, len, flags, …), sendmmsg(fd, vec, n, flags)
    emit(f, LOAD(args[3]));
    jump_if_any(f, MSG_FASTOPEN, TO_DENY);
    jump_always(f, TO_ALLOW);
    label(f, TO_SETSOCKOPT); // setsockopt(fd, level, name, …): no TCP_FASTOPEN*
    emit(f, LOAD(args[1]));
    jump_unless_equal(f, IPPROTO_TCP, TO_ALLOW);
    emit(f, LOAD(args[2]));
    jump_if_equal(f, CWS_TCP_FASTOPEN, TO_DENY);
    jump_if_equal(f, CWS_TCP_FASTOPEN_CONNECT, TO_DENY);
    jump_if_equal(f, CWS_TCP_FASTOPEN_KEY, TO_DENY);
    jump_if_equal(f, CWS_TCP_FASTOPEN_NO_COOKIE, TO_DENY);
    jump_always(f, TO_ALLOW);
    // clone(flags, …) without a processes grant: a thread (shares memory, signal handlers and
    // thread group) and nothing else, as Chromium's renderer allows; a new process is EPERM.
    label(f, TO_CLONE);
    emit(f, LOAD(args[0]));
    jump_if_any(f, CWS_CLONE_NAMESPACES, TO_DENY);
    emit(f, STATEMENT(BPF_ALU | BPF_AND | BPF_K, CWS_CLONE_THREAD | CWS_CLONE_VM | CWS_CLONE_SIGHAND));
    jump_if_equal(f, CWS_CLONE_THREAD | CWS_CLONE_VM | CWS_CLONE_SIGHAND, TO_ALLOW);
    jump_always(f, TO_DENY);
    label(f, TO_ALLOW);
    emit(f, RETURN(SECCOMP_RET_ALLOW));
    label(f, TO_DENY);
    emit(f, RETURN(DENY));
    label(f, TO_NO_SUCH_CALL); // clone3: libc falls back to clone, whose flags the filter can read
    emit(f, RETURN(NO_SUCH_CALL));

    for (int i = 0; i < f->pending_count; i++) {
        int at = f->pending[i].at;
        int distance = f->targets[f->pending[i].target] - at - 1;
        if (BPF_OP(f->code[at].code) == BPF_JA) {
            f->code[at].k = (uint32_t)distance;
        } else if (distance > 255 || distance < 0) {
            f->length = MAX_FILTER + 1; // cannot happen with these lists; refused below if it did
        } else if (f->pending[i].on_false) {
            f->code[at].jf = (uint8_t)distance;
        } else {
            f->code[at].jt = (uint8_t)distance;
        }
    }
}

#ifdef NATIVE_ARCH
static const arch_calls native_calls = {
    native_denied, COUNT(native_denied), SYS_prlimit64, SYS_socket, SYS_socketpair, SYS_sendto, SYS_sendmsg,
    SYS_sendmmsg, SYS_setsockopt, SYS_listen, SYS_accept, SYS_accept4, SYS_clone, 435 /* clone3 */,
#ifdef SYS_fork
    SYS_fork, SYS_vfork,
#else
    -1, -1,
#endif
};
#endif
#ifdef COMPAT_ARCH
// i386 has accept only through socketcall, which is denied whole.
static const arch_calls compat_calls = {
    compat_denied, COUNT(compat_denied), COMPAT_PRLIMIT, COMPAT_SOCKET, 360 /* socketpair */, 369 /* sendto */,
    370 /* sendmsg */, 345 /* sendmmsg */, 366 /* setsockopt */, 363 /* listen */, -1, 364 /* accept4 */,
    120 /* clone */, 435 /* clone3 */, 2 /* fork */, 190 /* vfork */,
};
#endif

static filter *build_seccomp(int network, int processes) {
#ifndef NATIVE_ARCH
    (void)network;
    (void)processes;
    return NULL; // an architecture this filter does not know: reported missing, never guessed
#else
    static filter f;
    f.length = 0;
    emit(&f, LOAD(arch));
#ifdef COMPAT_ARCH
    // arch == native → the JA over the compat block (patched once its length is known).
    emit(&f, (struct sock_filter)BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, NATIVE_ARCH, 0, 1));
    int native_jump = emit(&f, (struct sock_filter)BPF_JUMP(BPF_JMP | BPF_JA, 0, 0, 0));
    emit(&f, (struct sock_filter)BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, COMPAT_ARCH, 1, 0));
    emit(&f, RETURN(DENY)); // an arch that cannot be ours
    emit(&f, LOAD(nr));
    emit_arch(&f, &compat_calls, network, processes);
    f.code[native_jump].k = (uint32_t)(f.length - native_jump - 1);
#else
    emit(&f, (struct sock_filter)BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, NATIVE_ARCH, 1, 0));
    emit(&f, RETURN(DENY));
#endif
    emit(&f, LOAD(nr));
#ifdef X32_SYSCALL_BIT
    emit(&f, (struct sock_filter)BPF_JUMP(BPF_JMP | BPF_JGE | BPF_K, X32_SYSCALL_BIT, 0, 1));
    emit(&f, RETURN(DENY));
#endif
    emit_arch(&f, &native_calls, network, processes);
    return f.length > MAX_FILTER ? NULL : &f;
#endif
}

int cws_seccomp_filter_length(int network, int processes) {
    filter *f = build_seccomp(network, processes);
    return f == NULL ? 0 : f->length;
}

static int apply_seccomp(int network, int processes) {
    filter *f = build_seccomp(network, processes);
    if (f == NULL) return 0;
    struct sock_fprog program = { (unsigned short)f->length, f->code };
    if (prctl(PR_SET_SECCOMP, SECCOMP_MODE_FILTER, &program, 0, 0) < 0) return 0;
    return CWS_SANDBOX_SYSCALLS;
}

// MARK: - All of it

int cws_sandbox_apply(const cws_sandbox *sandbox, int *landlock_abi) {
    int abi = cws_landlock_abi();
    if (sandbox->landlock_abi_limit >= 0 && abi > sandbox->landlock_abi_limit) abi = sandbox->landlock_abi_limit;
    *landlock_abi = abi;
    // Without no_new_privs nothing below may be applied by an unprivileged process, and a
    // setuid program could undo it: no guarantee holds.
    if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) < 0) return 0;
    int applied = drop_capabilities();
    int tcp_confined;
    applied |= apply_landlock(sandbox, abi, &tcp_confined);
    int network = sandbox->port_count > 0;
    // Threads only unless the widget holds the processes grant. A version manager's shim (pyenv's
    // python3 is a bash script that forks) is resolved by the host before the spawn, so that a
    // Python widget without the grant still starts (InterpreterShim).
    int syscalls = apply_seccomp(network, sandbox->processes > 0);
    applied |= syscalls;
    // Without a grant the socket filter alone shuts every socket; with one, TCP to other ports
    // is closed by Landlock only.
    if (syscalls && (!network || tcp_confined)) applied |= CWS_SANDBOX_NETWORK;
    return applied;
}
