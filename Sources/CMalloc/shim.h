// glibc's malloc tuning (mallopt), which the Glibc module does not export: WXReport sets how
// worker threads' arenas grow (Pipeline/WorkerThreads.swift). Part of glibc: nothing to link.
#ifndef WXREPORT_CMALLOC_SHIM_H
#define WXREPORT_CMALLOC_SHIM_H

#include <malloc.h>

#endif
