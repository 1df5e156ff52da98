// libFuzzer entry: fuzzes fuzzArgumentParser (the target is in the other file of this module).
import FuzzSupport

#if canImport(Glibc)
    import Glibc
#endif

exit(runFuzzer(fuzzArgumentParser))
