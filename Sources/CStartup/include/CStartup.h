// What the process was started with, kept for a machine without /proc: on Linux, Swift's
// `CommandLine` reads its arguments from /proc/self/cmdline (none without /proc).
#ifndef WXREPORT_CSTARTUP_H
#define WXREPORT_CSTARTUP_H

/// The argc that main received; 0 if the process was not started through glibc's start-up.
int wxreport_startup_argc(void);

/// The argv that main received (argc entries, then NULL); NULL if unknown.
char *const *wxreport_startup_argv(void);

/// Puts a filter in front of stdio's stderr that drops the Swift runtime's own report of an
/// allocation that failed ("Fatal error: failed to allocate …", then, where its backtracer is
/// off, "Current stack trace:" and its frames) and all the runtime writes after it; anything
/// else still reaches descriptor 2. Used under an address-space limit, where wxreport says
/// "out of memory" itself (see runtime.c). Returns 0, or -1 when the filter cannot be made.
int wxreport_filter_allocation_failures(void);

#endif
