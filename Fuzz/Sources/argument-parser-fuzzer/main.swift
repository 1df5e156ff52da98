// libFuzzer entry: fuzzes fuzzArgumentParser (the target is in the other file of this module).
import FuzzSupport

runFuzzer(fuzzArgumentParser)
