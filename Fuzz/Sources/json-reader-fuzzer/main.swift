// libFuzzer entry: fuzzes fuzzJSONReader (the target is in the other file of this module).
import FuzzSupport

#if canImport(Glibc)
    import Glibc
#endif

exit(runFuzzer(fuzzJSONReader))
