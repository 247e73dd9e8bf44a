// See CStartup.h. The Swift runtime reports a fatal error through stdio's `stderr` (fputs and
// fprintf); wxreport's own messages go through write(2) and never touch stdio, so a filter
// here can only drop what the runtime writes. glibc lets a program assign `stderr`.
#define _GNU_SOURCE
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include "CStartup.h"

// Set by the first write of an allocation failure: the backtrace that follows goes too.
static volatile int droppingRuntimeReport = 0;

static int isAllocationFailure(const char *buffer, size_t size) {
    static const char prefix[] = "Fatal error:";
    return size >= sizeof prefix - 1 && memcmp(buffer, prefix, sizeof prefix - 1) == 0
        && memmem(buffer, size, "allocate", 8) != NULL;
}

static ssize_t writeFiltered(void *cookie, const char *buffer, size_t size) {
    (void)cookie;
    if (!droppingRuntimeReport && isAllocationFailure(buffer, size)) droppingRuntimeReport = 1;
    if (droppingRuntimeReport) return (ssize_t)size;
    size_t left = size;
    while (left > 0) {
        ssize_t written = write(STDERR_FILENO, buffer, left);
        if (written < 0 && errno == EINTR) continue;
        if (written <= 0) return -1;
        buffer += written;
        left -= (size_t)written;
    }
    return (ssize_t)size;
}

int wxreport_filter_allocation_failures(void) {
    cookie_io_functions_t functions = {.read = NULL, .write = writeFiltered, .seek = NULL, .close = NULL};
    FILE *filtered = fopencookie(NULL, "w", functions);
    if (filtered == NULL) return -1;
    // Unbuffered, as stderr is: each fputs or fprintf reaches the filter whole and at once.
    setvbuf(filtered, NULL, _IONBF, 0);
    stderr = filtered;
    return 0;
}
