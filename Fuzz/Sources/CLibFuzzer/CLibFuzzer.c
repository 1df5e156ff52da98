// Declarations only (include/CLibFuzzer.h); libFuzzer itself comes from the toolchain.
#include "CLibFuzzer.h"
