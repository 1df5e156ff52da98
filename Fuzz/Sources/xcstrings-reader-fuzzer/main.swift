// libFuzzer entry: fuzzes fuzzXCStringsReader (the target is in the other file of this module).
import FuzzSupport

runFuzzer(fuzzXCStringsReader)
