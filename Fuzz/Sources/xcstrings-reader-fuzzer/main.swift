// libFuzzer entry: fuzzes fuzzXCStringsReader (the target is in the other file of this module).
import FuzzSupport

#if canImport(Glibc)
    import Glibc
#endif

exit(runFuzzer(fuzzXCStringsReader))
