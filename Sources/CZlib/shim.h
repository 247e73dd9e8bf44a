// The system zlib, for WXReport's streaming gzip reader (Reading/GzipInflater.swift).
// zlib's init functions are macros that pass the library version and sizeof(z_stream);
// Swift cannot call function-like macros, so these wrappers call them from C.
#ifndef WXREPORT_CZLIB_SHIM_H
#define WXREPORT_CZLIB_SHIM_H

#include <zlib.h>

/// inflateInit2 (windowBits 15 + 16 reads gzip framing only).
static inline int wx_inflate_init2(z_streamp stream, int windowBits) {
    return inflateInit2(stream, windowBits);
}

/// deflateInit2, so tests can make gzip members without an external tool.
static inline int wx_deflate_init2(z_streamp stream, int level, int windowBits) {
    return deflateInit2(stream, level, Z_DEFLATED, windowBits, 8, Z_DEFAULT_STRATEGY);
}

#endif
