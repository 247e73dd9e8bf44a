// See CStartup.h. glibc calls each function of an executable's .init_array with main's
// (argc, argv, envp) before main runs; that is the one place to get them without /proc.
#include <stddef.h>
#include "CStartup.h"

static int startupArgc = 0;
static char *const *startupArgv = NULL;

static void capture(int argc, char **argv, char **envp) {
    (void)envp;
    startupArgc = argc;
    startupArgv = argv;
}

__attribute__((section(".init_array"), used)) static void (*const captureAtStart)(int, char **, char **) = capture;

int wxreport_startup_argc(void) { return startupArgc; }

char *const *wxreport_startup_argv(void) { return startupArgv; }
