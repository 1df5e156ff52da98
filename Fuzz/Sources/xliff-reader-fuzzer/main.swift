// libFuzzer entry: fuzzes fuzzXLIFFReader (the target is in the other file of this module).
import FuzzSupport

runFuzzer(fuzzXLIFFReader)
