// libFuzzer entry: fuzzes fuzzPOReader (the target is in the other file of this module).
import FuzzSupport

runFuzzer(fuzzPOReader)
