// libFuzzer entry: fuzzes fuzzJSONReader (the target is in the other file of this module).
import FuzzSupport

runFuzzer(fuzzJSONReader)
