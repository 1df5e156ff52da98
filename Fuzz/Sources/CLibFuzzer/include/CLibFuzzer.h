#ifndef OSCAT_CLIBFUZZER_H
#define OSCAT_CLIBFUZZER_H
#include <stddef.h>
#include <stdint.h>

/// libFuzzer's entry point for programs that have their own main (compiler-rt's FuzzerDriver.cpp):
/// parses libFuzzer's flags from argv and fuzzes `callback`. Linked from libclang_rt.fuzzer by
/// -sanitize=fuzzer; SwiftPM gives every executable its own main, so the fuzz targets call this.
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

#endif
