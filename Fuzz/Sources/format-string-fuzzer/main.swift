// libFuzzer entry: fuzzes fuzzFormatString (the target is in the other file of this module).
import FuzzSupport

runFuzzer(fuzzFormatString)
