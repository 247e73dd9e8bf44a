// glibc's malloc tuning (mallopt), which the Glibc module does not export: WXReport sets malloc up
// at start-up (Command/ProcessStart.swift: arena growth, one arena under ulimit -v). Part of glibc: nothing to link.
#ifndef WXREPORT_CMALLOC_SHIM_H
#define WXREPORT_CMALLOC_SHIM_H

#include <malloc.h>

#endif
