// libFuzzer entry: fuzzes fuzzTemplateEngine (the target is in the other file of this module).
import FuzzSupport

runFuzzer(fuzzTemplateEngine)
